/** The pool's days are the company's calendar days (Asia/Shanghai): the domain's date helpers. */
export { addDays, companyToday } from '@tiangong/domain';
