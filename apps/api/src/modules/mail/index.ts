/** The mail module's public surface: queue a mail in the caller's transaction, with one of its templates. */
export { queueMail } from './mail.service';
export {
  delayWarningMail,
  invitationMail,
  notificationDigestMail,
  notificationMail,
  recoveryCodeMail,
  satisfactionSurveyMail,
  verifyEmailMail,
  type MailContent,
} from './mail-templates';
