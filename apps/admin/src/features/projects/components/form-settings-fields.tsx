import { FORM_PAY_TYPES } from '@alma/shared/admin-api/donation-form';
import { MAX_CONFIG_FEN } from '@alma/shared/admin-api/money-field';
import { Card, Checkbox, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyRules } from '../../../lib/money-rules.ts';

const YUAN = { style: { width: 160 } } as const;
const CONFIG = { maxYuan: MAX_CONFIG_FEN / 100 };

type Props = { problems: ReadonlyMap<string, string> };

/** The form's settings beside its fields: pay methods, certificate, receipt, reminder, contact. */
export function FormSettingsFields({ problems }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const certificate = Form.useWatch('isOpenCertificate', form);
  const receipt = Form.useWatch('isOpenReceipt', form);
  const remind = Form.useWatch('isLargeRemind', form);
  const problem = (path: string) => {
    const text = problems.get(path);
    return text ? { validateStatus: 'error' as const, help: text } : {};
  };
  const ways = (values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`projects.way${value}`) }));
  return (
    <>
      <Card size="small" title={t('projects.payment')} style={{ marginBottom: 12 }}>
        <Space wrap align="start">
          <Form.Item
            name="minMoney"
            label={t('projects.minMoney')}
            rules={moneyRules(t, t('projects.minMoney'), CONFIG)}
          >
            <InputNumber {...YUAN} />
          </Form.Item>
          <Form.Item name="isIntegerMoney" label={t('projects.isIntegerMoney')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isShowAnonymous" label={t('projects.isShowAnonymous')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item
          name="payPlatformList"
          label={t('projects.payPlatformList')}
          extra={t('projects.payPlatformHint')}
        >
          <Checkbox.Group
            options={FORM_PAY_TYPES.map((value) => ({ value, label: t(`projects.pay${value}`) }))}
          />
        </Form.Item>
      </Card>
      <Card size="small" title={t('projects.certificate')} style={{ marginBottom: 12 }}>
        <Space wrap align="start">
          <Form.Item name="isOpenCertificate" label={t('projects.isOpen')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {certificate && (
            <>
              <Form.Item
                name="isShowCertificate"
                label={t('projects.isShowOnForm')}
                valuePropName="checked"
                tooltip={t('projects.isShowCertificateHint')}
              >
                <Switch />
              </Form.Item>
              <Form.Item
                name="minMoneyCertificate"
                label={t('projects.threshold')}
                rules={moneyRules(t, t('projects.certificateThreshold'), CONFIG)}
              >
                <InputNumber {...YUAN} />
              </Form.Item>
              <Form.Item
                name="certificateWayPaperList"
                label={t('projects.ways')}
                {...problem('certificateWayPaperList')}
              >
                <Checkbox.Group options={ways(['1', '2'])} />
              </Form.Item>
              <Form.Item name="certificatePickUpName" label={t('projects.pickUpName')}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="certificatePickUpMobile" label={t('projects.pickUpMobile')}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="certificatePickUpAddress" label={t('projects.pickUpAddress')}>
                <Input maxLength={200} style={{ width: 320 }} />
              </Form.Item>
            </>
          )}
        </Space>
      </Card>
      <Card size="small" title={t('projects.receipt')} style={{ marginBottom: 12 }}>
        <Space wrap align="start">
          <Form.Item name="isOpenReceipt" label={t('projects.isOpen')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {receipt && (
            <>
              <Form.Item
                name="isShowReceipt"
                label={t('projects.isShowOnForm')}
                valuePropName="checked"
                tooltip={t('projects.isShowReceiptHint')}
              >
                <Switch />
              </Form.Item>
              <Form.Item
                name="minMoneyReceipt"
                label={t('projects.threshold')}
                rules={moneyRules(t, t('projects.receiptThreshold'), CONFIG)}
              >
                <InputNumber {...YUAN} />
              </Form.Item>
              <Form.Item
                name="receiptTypeList"
                label={t('projects.receiptType')}
                {...problem('receiptTypeList')}
              >
                <Checkbox.Group
                  options={[
                    { value: '1', label: t('projects.paper') },
                    { value: '2', label: t('projects.electronic') },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="receiptWayPaperList"
                label={t('projects.paperWays')}
                {...problem('receiptWayPaperList')}
              >
                <Checkbox.Group options={ways(['1', '2'])} />
              </Form.Item>
              <Form.Item
                name="receiptWayElectronicList"
                label={t('projects.electronicWays')}
                {...problem('receiptWayElectronicList')}
              >
                <Checkbox.Group options={ways(['3', '4'])} />
              </Form.Item>
              <Form.Item name="receiptPickUpName" label={t('projects.pickUpName')}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="receiptPickUpMobile" label={t('projects.pickUpMobile')}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="receiptPickUpAddress" label={t('projects.pickUpAddress')}>
                <Input maxLength={200} style={{ width: 320 }} />
              </Form.Item>
            </>
          )}
        </Space>
      </Card>
      <Card size="small" title={t('projects.largeRemind')} style={{ marginBottom: 12 }}>
        <Space wrap align="start">
          <Form.Item name="isLargeRemind" label={t('projects.isOpen')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {remind && (
            <Form.Item
              name="largeAmount"
              label={t('projects.largeAmount')}
              rules={moneyRules(t, t('projects.largeAmount'), CONFIG)}
              {...problem('largeAmount')}
            >
              <InputNumber {...YUAN} />
            </Form.Item>
          )}
        </Space>
        {remind && (
          <Form.Item name="remindContent" label={t('projects.remindContent')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        )}
        <Form.Item name="offlineContactInfo" label={t('projects.offlineContactInfo')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Card>
    </>
  );
}
