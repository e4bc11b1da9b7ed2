import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';

type FormActionsProps = {
  isSubmitting?: boolean;
  submitText?: string;
  /** Where Назад leads; without it, the previous history entry. */
  backTo?: string;
  hasBack?: boolean;
};

/** The buttons of every form (DESIGN 10): Назад and Сохранить. */
export function FormActions({
  isSubmitting = false,
  submitText = 'Сохранить',
  backTo,
  hasBack = true,
}: FormActionsProps) {
  const navigate = useNavigate();
  const handleBack = () => {
    if (backTo) navigate(backTo);
    else navigate(-1);
  };
  return (
    <Flex gap={8} justify="flex-end" wrap>
      {hasBack && (
        <Button onClick={handleBack} disabled={isSubmitting}>
          Назад
        </Button>
      )}
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {submitText}
      </Button>
    </Flex>
  );
}
