import {
  CERTIFICATE_WAYS_PAPER,
  RECEIPT_TYPES,
  RECEIPT_WAYS_ELECTRONIC,
  RECEIPT_WAYS_PAPER,
  SETTINGS_ADDRESS_MAX,
  SETTINGS_CONTACT_MAX,
  SETTINGS_PHONE_MAX,
  type TReceiptSettings,
  ZReceiptSettings,
} from '@alma/shared/admin-api/settings';
import { Card, Checkbox, Form, Input, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from '../api/settings.ts';
import { receiptFrom } from '../model/settings-form-values.ts';
import { SaveBar } from './save-bar.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const CARD = { style: { marginBottom: 16 } } as const;
const PICK_UP_FIELDS = ['pickUpAddress', 'pickUpName', 'pickUpMobile'] as const;
/** The count shows the limit; past it the field turns red and says so, but nothing is cut off. */
const counted = (max: number) => ({ count: { show: true, max } });

/**
 * 票据设置: what receipt/config/detail answers the donor app. The ways of a receipt kind show only
 * while that kind is offered, and the pick-up details only while pick-up is; hidden values are kept.
 */
export function ReceiptSettingsTab({ saved, editable }: { saved: TReceiptSettings; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TReceiptSettings>();
  const mutation = useSaveSettings('receipt');
  const { problem, ...save } = useSettingsForm(form, {
    contractOf: (held) => receiptFrom(saved, held),
    schema: ZReceiptSettings,
    mutation,
  });
  const types: string[] = Form.useWatch('receiptTypeList', form) ?? saved.receiptTypeList;
  const paperWays: string[] = Form.useWatch('receiptWayPaperList', form) ?? saved.receiptWayPaperList;
  const paper = types.includes('1');
  const paperCertificate: boolean = Form.useWatch('isOpenPaper', form) ?? saved.isOpenPaper;
  const certificateWays: string[] =
    Form.useWatch('certificateWayPaperList', form) ?? saved.certificateWayPaperList;
  // The pickup place serves a receipt or a paper certificate picked up (doc 3 §4). A kept value the
  // contract refuses shows too, or the save would be refused for a field nobody can see.
  const pickUp =
    (paper && paperWays.includes('1')) ||
    (paperCertificate && certificateWays.includes('1')) ||
    PICK_UP_FIELDS.some((field) => problem(field).help !== undefined);
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`settings.${prefix}${value}`) }));

  return (
    <Form<TReceiptSettings> form={form} layout="vertical" initialValues={saved} disabled={!editable}>
      <Card title={t('settings.tabReceipt')} {...CARD}>
        <Space size="large" wrap align="start">
          <Form.Item name="isOpenReceipt" label={t('settings.isOpenReceipt')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isOpenPaper" label={t('settings.isOpenPaper')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isCreditCode" label={t('settings.isCreditCode')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="validType" label={t('settings.validType')} extra={t('settings.validTypeHint')}>
          <Radio.Group
            options={[
              { value: 1, label: t('settings.yes') },
              { value: 0, label: t('settings.no') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="receiptTypeList"
          label={t('settings.receiptTypeList')}
          {...problem('receiptTypeList')}
        >
          <Checkbox.Group options={options(RECEIPT_TYPES, 'type')} />
        </Form.Item>
        {paper && (
          <Form.Item
            name="receiptWayPaperList"
            label={t('settings.receiptWayPaperList')}
            {...problem('receiptWayPaperList')}
          >
            <Checkbox.Group options={options(RECEIPT_WAYS_PAPER, 'way')} />
          </Form.Item>
        )}
        {types.includes('2') && (
          <Form.Item
            name="receiptWayElectronicList"
            label={t('settings.receiptWayElectronicList')}
            {...problem('receiptWayElectronicList')}
          >
            <Checkbox.Group options={options(RECEIPT_WAYS_ELECTRONIC, 'way')} />
          </Form.Item>
        )}
        {paperCertificate && (
          <Form.Item
            name="certificateWayPaperList"
            label={t('settings.certificateWayPaperList')}
            {...problem('certificateWayPaperList')}
          >
            <Checkbox.Group options={options(CERTIFICATE_WAYS_PAPER, 'way')} />
          </Form.Item>
        )}
      </Card>
      {pickUp && (
        <Card title={t('settings.pickUp')} {...CARD}>
          <Form.Item name="pickUpAddress" label={t('settings.pickUpAddress')} {...problem('pickUpAddress')}>
            <Input {...counted(SETTINGS_ADDRESS_MAX)} style={{ maxWidth: 560 }} />
          </Form.Item>
          <Space size="large" wrap align="start">
            <Form.Item name="pickUpName" label={t('settings.pickUpName')} {...problem('pickUpName')}>
              <Input {...counted(SETTINGS_CONTACT_MAX)} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="pickUpMobile"
              label={t('settings.pickUpMobile')}
              {...problem('pickUpMobile')}
              extra={problem('pickUpMobile').help ? undefined : t('settings.pickUpMobileHint')}
            >
              <Input {...counted(SETTINGS_PHONE_MAX)} style={{ width: 280 }} inputMode="tel" />
            </Form.Item>
          </Space>
        </Card>
      )}
      <SaveBar editable={editable} testId="save-receipt" {...save} />
    </Form>
  );
}
