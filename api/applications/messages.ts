/** Applications, find-a-house requests and bookings: the refusals only the server can make. */
export const APPLICATION_MESSAGES = {
  apply_ok: { zh: "申请已提交", en: "Your application has been submitted" },
  apply_cannot_cancel: { zh: "当前状态的申请不能取消", en: "This application can no longer be cancelled" },
  apply_cancelled: { zh: "申请已取消", en: "The application has been cancelled" },
  room_sold_out: { zh: "该房型已满房，暂不接受申请", en: "This room type is fully booked and takes no applications" },
  guarantor_required: { zh: "该公寓要求提供担保人信息", en: "This apartment requires a guarantor: please give the guarantor's details" },
  room_dates_blocked: {
    zh: "该房型在所选租期内有不可入住的时段，请选择其他租期或房型",
    en: "This room type is not available for part of the chosen tenancy; choose another tenancy or room",
  },
  tenancy_not_offered: { zh: "该房间不提供所选租期，请重新选择", en: "This room does not offer the chosen tenancy; please choose again" },
  lease_term_not_offered: { zh: "该房间不提供所选租期", en: "This room does not offer the chosen lease term" },
  move_in_out_of_range: { zh: "入住日期不在该房间的可入住时间内", en: "The move-in date is outside the room's availability" },
  pickup_not_allowed: { zh: "该申请当前不能预约接机", en: "A pickup cannot be requested for this application now" },
  pickup_ok: { zh: "接机申请已提交", en: "Your pickup request has been sent" },
  find_house_ok: { zh: "需求已提交，顾问会尽快联系您", en: "Request sent; a consultant will contact you soon" },
  booking_ok: { zh: "预订已提交，顾问会尽快与您联系", en: "Booking sent; a consultant will contact you soon" },
  status_transition_invalid: { zh: "当前状态不能变更为该状态", en: "The status cannot change to that value now" },
  request_pending: { zh: "相同的请求正在处理，请稍候", en: "The same request is being processed; please wait" },
} as const satisfies Record<string, { zh: string; en: string }>;
