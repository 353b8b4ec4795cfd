/** Milestones (issue 41): the client's order page, the admin order sheet, the cancellation dialog, the service editor. */
export { OrderMilestones } from "./components/order-milestones";
export { OrderMilestonesBoard } from "./components/order-milestones-board";
export { MilestonesQuoteList } from "./components/milestones-quote-list";
export { MilestoneTemplateEditor } from "./components/milestone-template-editor";
export { MilestoneFlags } from "./components/milestone-flags";
export { MilestonesWaitingLists } from "./components/milestones-waiting-lists";
export { useAdminMilestones } from "./api/milestones";
export { MilestoneFiles } from "./components/milestone-files";
export { mergeHistory, useWorkEventText } from "./components/work-event";
