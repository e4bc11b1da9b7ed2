// The fleet's reference lists (SPEC 7 «Fleet and reference data»: passport_types, vehicle models, types,
// body_types, loading_types, container-types). They are fixed platform-wide lists kept here, so the server
// checks ids against the same values the forms offer; GET calls serve them to outside clients.

export type ReferenceItem = { id: number; name: string };

export const PASSPORT_TYPE = { russian: 1, foreign: 2 } as const;
export const PASSPORT_TYPES: ReferenceItem[] = [
  { id: PASSPORT_TYPE.russian, name: 'Паспорт гражданина РФ' },
  { id: PASSPORT_TYPE.foreign, name: 'Паспорт иностранного гражданина' },
];

export const VEHICLE_KINDS = ['truck', 'trailer'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const VEHICLE_KIND_LABELS: Record<VehicleKind, string> = {
  truck: 'Тягач / грузовик',
  trailer: 'Прицеп',
};

/** A model with its load capacity (tonnes) and body volume (m³): the price rule sums the volumes. */
export type VehicleModel = ReferenceItem & { kind: VehicleKind; loadCapacity: number; bodyVolume: number };
export const VEHICLE_MODELS: VehicleModel[] = [
  { id: 1, name: 'КАМАЗ 5490', kind: 'truck', loadCapacity: 20, bodyVolume: 0 },
  { id: 2, name: 'КАМАЗ 65117', kind: 'truck', loadCapacity: 14, bodyVolume: 45 },
  { id: 3, name: 'ГАЗон NEXT C41R', kind: 'truck', loadCapacity: 5, bodyVolume: 18 },
  { id: 4, name: 'MAN TGX 18.440', kind: 'truck', loadCapacity: 20, bodyVolume: 0 },
  { id: 5, name: 'Volvo FH 460', kind: 'truck', loadCapacity: 20, bodyVolume: 0 },
  { id: 6, name: 'Шмитц SKO 24 (рефрижератор)', kind: 'trailer', loadCapacity: 22, bodyVolume: 86 },
  { id: 7, name: 'Krone SD (тент)', kind: 'trailer', loadCapacity: 24, bodyVolume: 92 },
  { id: 8, name: 'Тонар 9523 (контейнеровоз)', kind: 'trailer', loadCapacity: 30, bodyVolume: 0 },
];

export const BODY_TYPES: ReferenceItem[] = [
  { id: 1, name: 'Тент' },
  { id: 2, name: 'Рефрижератор' },
  { id: 3, name: 'Изотерм' },
  { id: 4, name: 'Контейнеровоз' },
  { id: 5, name: 'Бортовой' },
  { id: 6, name: 'Седельный тягач' },
];

export const LOADING_TYPES: ReferenceItem[] = [
  { id: 1, name: 'Задняя' },
  { id: 2, name: 'Боковая' },
  { id: 3, name: 'Верхняя' },
];

/** A container type and its inner volume (m³). */
export type ContainerType = ReferenceItem & { volume: number };
export const CONTAINER_TYPES: ContainerType[] = [
  { id: 1, name: "20' DC", volume: 33 },
  { id: 2, name: "40' DC", volume: 67 },
  { id: 3, name: "40' HC", volume: 76 },
  { id: 4, name: "20' RF (рефрижератор)", volume: 28 },
  { id: 5, name: "40' RF (рефрижератор)", volume: 67 },
];

export const ROUTE_KINDS = ['auto', 'container', 'cargoFlow'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];
export const ROUTE_KIND_LABELS: Record<RouteKind, string> = {
  auto: 'Авто',
  container: 'Контейнер (ж/д)',
  cargoFlow: 'Грузопоток',
};

export const LICENCE_CATEGORIES = ['B', 'C', 'C1', 'CE', 'C1E', 'D', 'DE'] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

export const OWNERSHIPS = ['own', 'leased'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];
export const OWNERSHIP_LABELS: Record<Ownership, string> = { own: 'Собственное', leased: 'Аренда / лизинг' };

/** DESIGN 8: a truck carries at most one container, a trailer at most two. */
export const CONTAINERS_PER_KIND: Record<VehicleKind, number> = { truck: 1, trailer: 2 };

export const findReference = <T extends ReferenceItem>(list: readonly T[], id: number): T | undefined =>
  list.find((item) => item.id === id);
