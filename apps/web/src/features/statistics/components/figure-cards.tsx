import { InfoCircleOutlined } from '@ant-design/icons';
import type { Figure } from '@portal/contract/statistics/statistics-formulas';
import { Card, Col, Popover, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import type { FigureValues } from '../api/statistics';
import { figureText } from './figure-text';

type Props = {
  figures: Record<string, Figure>;
  totals: FigureValues | undefined;
  isLoading: boolean;
  /** The list behind a figure, with the same filters. */
  linkOf: (figureKey: string) => string;
  /** A line under a figure (the concentration in plain words). */
  captions?: Record<string, string>;
};

/** The totals as cards, each with its formula beside it (DESIGN 12) and a link to the list behind it. */
export function FigureCards({ figures, totals, isLoading, linkOf, captions = {} }: Props) {
  return (
    <Row gutter={[12, 12]}>
      {Object.entries(figures).map(([key, figure]) => (
        <Col key={key} xs={24} sm={12} lg={8} xl={6}>
          <Card size="small" loading={isLoading && !totals} data-figure={key}>
            <Statistic
              title={
                <span>
                  {figure.label}{' '}
                  <Popover content={<div style={{ maxWidth: 320 }}>{figure.formula}</div>} title="Формула">
                    <InfoCircleOutlined aria-label={`Формула: ${figure.label}`} />
                  </Popover>
                </span>
              }
              formatter={() => <Link to={linkOf(key)}>{figureText(figure, totals?.[key])}</Link>}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {captions[key] ?? figure.formula}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
