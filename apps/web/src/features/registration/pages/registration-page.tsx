import { registerContractorBodySchema } from '@portal/contract/registration/registration.schemas';
import { isValidInn } from '@portal/contract/validation/requisites';
import { Col, Form, type FormRule, Input, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useRegisterContractorMutation } from '../api/register-contractor';

type RegistrationValues = {
  companyName: string;
  inn: string;
  contactPerson: string;
  email: string;
  phone: string;
  password: string;
  passwordRepeat: string;
};

const fields = registerContractorBodySchema.shape;

const innRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const inn = typeof value === 'string' ? value.trim() : '';
    if (!inn) throw new Error(REQUIRED_MESSAGE);
    if (!/^\d{10}$|^\d{12}$/.test(inn))
      throw new Error('ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)');
    if (!isValidInn(inn)) throw new Error('Неверный ИНН: не сходится контрольная сумма');
  },
};

function RegistrationPage() {
  const navigate = useNavigate();
  const registerMutation = useRegisterContractorMutation();
  const [form] = Form.useForm<RegistrationValues>();

  const handleFinish = async ({ passwordRepeat: _repeat, ...values }: RegistrationValues) => {
    // The same schema as the server: trims the text and lower-cases the e-mail.
    const body = registerContractorBodySchema.parse(values);
    try {
      const { message } = await registerMutation.mutateAsync(body);
      await navigate('/registration-success', { state: { message } });
    } catch (error) {
      // A taken e-mail or INN goes under its field; anything else the API client has shown.
      showServerErrors(form, error);
    }
  };

  return (
    <>
      <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        Регистрация перевозчика
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        После регистрации подтвердите адрес электронной почты и загрузите документы для верификации компании.
      </Typography.Paragraph>
      <Form<RegistrationValues> form={form} name="registration" {...FORM_DEFAULTS} onFinish={handleFinish}>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              label="Название компании"
              name="companyName"
              required
              rules={[zodRule(fields.companyName)]}
            >
              <Input placeholder="ООО «Грузовые перевозки»" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="ИНН" name="inn" required rules={[innRule]}>
              <Input inputMode="numeric" maxLength={12} placeholder="10 или 12 цифр" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Контактное лицо"
              name="contactPerson"
              required
              rules={[zodRule(fields.contactPerson)]}
            >
              <Input placeholder="Фамилия Имя Отчество" autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Телефон"
              name="phone"
              validateFirst
              rules={[requiredRule, zodRule(fields.phone)]}
            >
              <Input placeholder="+7 (900) 000-00-00" autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label="Электронная почта"
              name="email"
              validateFirst
              rules={[requiredRule, zodRule(fields.email)]}
              extra="Будет логином для входа; на неё придёт письмо для активации"
            >
              <Input placeholder="name@company.ru" autoComplete="email" />
            </Form.Item>
          </Col>
        </Row>
        <NewPasswordFields />
        <FormActions
          backTo="/login"
          submitText="Зарегистрироваться"
          isSubmitting={registerMutation.isPending}
        />
      </Form>
    </>
  );
}

export { RegistrationPage as Component };
