import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import {
  OFFLINE_METHODS,
  type TOfflineGiftCreate,
  type TOfflineMethod,
} from '@alma/shared/admin-api/offline-gifts';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Input, Radio, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { showServerError } from '../../../lib/form-error.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { uploadVoucher, useDonorSearch, useRecordGift } from '../api/offline-gifts.ts';
import { AgreementPicker, LockedField } from './agreement-picker.tsx';

type Values = {
  itemsId?: number;
  method: TOfflineMethod;
  receivedOn: string;
  amount: string;
  payerName: string;
  reference?: string;
  note?: string;
  donorMode: 'existing' | 'new';
  userId?: number;
  donorName?: string;
  donorMobile?: string;
  needReceipt: boolean;
  receiptDonorType: '1' | '2';
  receiptDonorName?: string;
  creditCode?: string;
  receiptType: '1' | '2';
  receiptWay?: '1' | '3' | '4';
  postalEmail?: string;
  postalMobileSms?: string;
};

const today = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

function bodyOf(values: Values, voucherUrl: string, agreementId: number | undefined): TOfflineGiftCreate {
  const existing = values.donorMode === 'existing';
  return {
    itemsId: values.itemsId ?? 0,
    amount: values.amount.trim(),
    method: values.method,
    receivedOn: values.receivedOn,
    payerName: values.payerName,
    reference: values.reference ?? '',
    note: values.note ?? '',
    ...(voucherUrl ? { voucherUrl } : {}),
    ...(agreementId ? { agreementId } : {}),
    ...(existing
      ? { userId: values.userId }
      : { donorName: values.donorName, donorMobile: values.donorMobile }),
    ...(values.needReceipt
      ? {
          receipt: {
            receiptDonorType: values.receiptDonorType,
            receiptDonorName: values.receiptDonorName ?? '',
            creditCode: values.creditCode ?? '',
            receiptType: values.receiptType,
            receiptWay: values.receiptWay ?? (values.receiptType === '1' ? '1' : '3'),
            postalEmail: values.postalEmail ?? '',
            postalMobileSms: values.postalMobileSms ?? '',
          },
        }
      : {}),
  };
}

/** 登记线下捐赠: the money, how it came, the donor (found or new), the voucher, and a receipt if asked. */
export function RecordGiftModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [voucherUrl, setVoucherUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const [words, setWords] = useState('');
  const donors = useDonorSearch(useDebouncedValue(words, 300));
  const record = useRecordGift();
  const donorMode = Form.useWatch('donorMode', form);
  const needReceipt = Form.useWatch('needReceipt', form);
  const receiptType = Form.useWatch('receiptType', form);
  const receiptWay = Form.useWatch('receiptWay', form);
  const receiptDonorType = Form.useWatch('receiptDonorType', form);
  // A bank transfer may pay a sealed agreement: its project, donor and amount become the gift's.
  const mayPickAgreement = useMayCall()('GET /agreements/awaiting-transfer');
  const [agreement, setAgreement] = useState<TAgreementAwaiting | null>(null);
  const method = Form.useWatch('method', form);
  const typedAmount = Form.useWatch('amount', form);
  const typedPayer = Form.useWatch('payerName', form);
  const pickAgreement = (chosen: TAgreementAwaiting | null) => {
    setAgreement(chosen);
    // Let go, the project and donor it filled go too (the lists may not hold them); the amount stays.
    form.setFieldsValue(
      chosen
        ? {
            itemsId: chosen.itemsId,
            amount: chosen.amount.toFixed(2),
            donorMode: 'existing',
            userId: chosen.userId,
          }
        : { itemsId: undefined, userId: undefined },
    );
  };
  const required = (label: string) => [{ required: true, message: t('offlineGifts.required', { label }) }];
  const close = () => {
    setVoucherUrl('');
    setAgreement(null);
    onClose();
  };

  return (
    <FormModal<Values>
      open={open}
      title={t('offlineGifts.record')}
      form={form}
      saving={record.isPending}
      testId="offline-gift-form"
      width={640}
      initialValues={{
        method: 'bank_transfer',
        receivedOn: today(),
        donorMode: 'existing',
        needReceipt: false,
        receiptDonorType: '1',
        receiptType: '2',
      }}
      onClose={close}
      onFinish={(values) =>
        record.mutate(bodyOf(values, voucherUrl, agreement?.id), {
          onSuccess: (done) => {
            void message.success(t('offlineGifts.recorded', { billNo: done.billNo }));
            close();
          },
          onError: (error) => showServerError(form, error, (text) => void message.error(text)),
        })
      }
    >
      <Form.Item name="itemsId" label={t('offlineGifts.project')} rules={required(t('offlineGifts.project'))}>
        {agreement ? (
          <LockedField text={agreement.projectTitle} />
        ) : (
          <ProjectSelect placeholder={t('offlineGifts.project')} kind="donation" />
        )}
      </Form.Item>
      <Space wrap size="middle">
        <Form.Item name="method" label={t('offlineGifts.method')}>
          <Select
            style={{ width: 180 }}
            onChange={(next: TOfflineMethod) => next !== 'bank_transfer' && agreement && pickAgreement(null)}
            options={OFFLINE_METHODS.map((value) => ({ value, label: t(`offlineGifts.methods.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="receivedOn"
          label={t('offlineGifts.receivedOn')}
          rules={required(t('offlineGifts.receivedOn'))}
        >
          <Input type="date" max={today()} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="amount" label={t('offlineGifts.amount')} rules={required(t('offlineGifts.amount'))}>
          <Input inputMode="decimal" disabled={agreement !== null} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space wrap size="middle">
        <Form.Item
          name="payerName"
          label={t('offlineGifts.payerName')}
          rules={required(t('offlineGifts.payerName'))}
        >
          <Input maxLength={60} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('offlineGifts.reference')}
          extra={t('offlineGifts.referenceHint')}
        >
          <Input maxLength={64} style={{ width: 260 }} />
        </Form.Item>
      </Space>
      {mayPickAgreement && method === 'bank_transfer' ? (
        <AgreementPicker
          amount={typedAmount}
          payerName={typedPayer}
          value={agreement}
          onChange={pickAgreement}
        />
      ) : null}
      <Form.Item name="donorMode" label={t('offlineGifts.donor')} hidden={agreement !== null}>
        <Radio.Group
          options={(['existing', 'new'] as const).map((value) => ({
            value,
            label: t(`offlineGifts.donorMode.${value}`),
          }))}
        />
      </Form.Item>
      {agreement ? (
        <Form.Item name="userId" label={t('offlineGifts.donor')}>
          <LockedField text={`${agreement.donorName} ${agreement.donorMobile}`.trim()} />
        </Form.Item>
      ) : donorMode === 'new' ? (
        <Space wrap size="middle">
          <Form.Item
            name="donorName"
            label={t('offlineGifts.donorName')}
            rules={required(t('offlineGifts.donorName'))}
          >
            <Input maxLength={30} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="donorMobile"
            label={t('offlineGifts.donorMobile')}
            extra={t('offlineGifts.donorMobileHint')}
          >
            <Input maxLength={20} style={{ width: 260 }} />
          </Form.Item>
        </Space>
      ) : (
        <Form.Item name="userId" rules={required(t('offlineGifts.donor'))}>
          <Select
            showSearch={{ filterOption: false, onSearch: setWords }}
            placeholder={t('offlineGifts.donorSearch')}
            loading={donors.isFetching}
            data-testid="offline-gift-donor"
            options={donors.data?.rows.map((row) => ({
              value: row.id,
              label: [row.realName || row.nickname || row.username, row.mobile].filter(Boolean).join(' · '),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('offlineGifts.voucher')}>
        <Space>
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) => {
              setUploading(true);
              uploadVoucher(file as File)
                .then((stored) => {
                  setVoucherUrl(stored.fileUrl);
                  onSuccess?.(stored);
                })
                .catch((error: Error) => {
                  void message.error(error.message);
                  onError?.(error);
                })
                .finally(() => setUploading(false));
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {t('offlineGifts.uploadVoucher')}
            </Button>
          </Upload>
          {voucherUrl ? (
            <a href={voucherUrl} target="_blank" rel="noreferrer">
              {t('offlineGifts.voucherUploaded')}
            </a>
          ) : null}
        </Space>
      </Form.Item>
      <Form.Item name="note" label={t('offlineGifts.note')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item name="needReceipt" valuePropName="checked">
        <Checkbox data-testid="offline-gift-receipt">{t('offlineGifts.receipt')}</Checkbox>
      </Form.Item>
      {needReceipt ? (
        <>
          <Space wrap size="middle">
            <Form.Item name="receiptDonorType" label={t('offlineGifts.receiptDonorType')}>
              <Radio.Group
                options={(['1', '2'] as const).map((value) => ({
                  value,
                  label: t(`offlineGifts.receiptDonorTypes.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="receiptDonorName"
              label={t('offlineGifts.receiptDonorName')}
              rules={required(t('offlineGifts.receiptDonorName'))}
            >
              <Input maxLength={60} style={{ width: 240 }} />
            </Form.Item>
            {receiptDonorType === '2' ? (
              <Form.Item
                name="creditCode"
                label={t('offlineGifts.creditCode')}
                rules={required(t('offlineGifts.creditCode'))}
              >
                <Input maxLength={30} style={{ width: 220 }} />
              </Form.Item>
            ) : null}
          </Space>
          <Space wrap size="middle">
            <Form.Item name="receiptType" label={t('offlineGifts.receiptType')}>
              <Select
                style={{ width: 140 }}
                onChange={() => form.setFieldValue('receiptWay', undefined)}
                options={(['2', '1'] as const).map((value) => ({
                  value,
                  label: t(`offlineGifts.receiptTypes.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="receiptWay"
              label={t('offlineGifts.receiptWay')}
              rules={required(t('offlineGifts.receiptWay'))}
            >
              <Select
                style={{ width: 140 }}
                options={(receiptType === '1' ? (['1'] as const) : (['3', '4'] as const)).map((value) => ({
                  value,
                  label: t(`offlineGifts.receiptWays.${value}`),
                }))}
              />
            </Form.Item>
            {receiptWay === '3' ? (
              <Form.Item
                name="postalEmail"
                label={t('offlineGifts.postalEmail')}
                rules={required(t('offlineGifts.postalEmail'))}
              >
                <Input maxLength={100} style={{ width: 220 }} />
              </Form.Item>
            ) : null}
            {receiptWay === '4' ? (
              <Form.Item
                name="postalMobileSms"
                label={t('offlineGifts.postalMobileSms')}
                rules={required(t('offlineGifts.postalMobileSms'))}
              >
                <Input maxLength={20} style={{ width: 200 }} />
              </Form.Item>
            ) : null}
          </Space>
        </>
      ) : null}
    </FormModal>
  );
}
