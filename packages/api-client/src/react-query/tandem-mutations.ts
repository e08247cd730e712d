import type {
  AcceptedInvitation,
  Attachment,
  Board,
  ChangeRoleInput,
  Comment,
  CreateBoardInput,
  CreateCommentInput,
  CreateInvitationInput,
  CreateTaskInput,
  CreateWorkspaceInput,
  FileBody,
  Invitation,
  MemberRef,
  Profile,
  SentInvitation,
  TandemError,
  Task,
  TaskBoardMove,
  TaskMove,
  TransferOwnershipInput,
  UpdateBoardInput,
  UpdateCommentInput,
  UpdateProfileInput,
  UpdateTaskInput,
  UpdateWorkspaceInput,
  UploadAttachmentInput,
  UploadAvatarOptions,
  Workspace,
  WorkspaceMember,
} from '../index.js';
import type { TandemMutationOptions } from './options.js';

/**
 * What {@link tandemMutations} returns: a factory of `mutationOptions` for each write, grouped by
 * namespace like the client. Each takes what `mutate` is called with and resolves to what the
 * client's call does; its errors are {@link TandemError}s.
 */
export interface TandemMutations {
  readonly workspaces: {
    create(): TandemMutationOptions<Workspace, CreateWorkspaceInput>;
    update(): TandemMutationOptions<
      Workspace,
      { workspaceId: string; input: UpdateWorkspaceInput }
    >;
    delete(): TandemMutationOptions<void, string>;
  };
  readonly members: {
    changeRole(): TandemMutationOptions<WorkspaceMember, ChangeRoleInput>;
    remove(): TandemMutationOptions<void, MemberRef>;
    leave(): TandemMutationOptions<void, string>;
    transferOwnership(): TandemMutationOptions<void, TransferOwnershipInput>;
  };
  readonly invitations: {
    invite(): TandemMutationOptions<Invitation, CreateInvitationInput>;
    send(): TandemMutationOptions<SentInvitation, string>;
    revoke(): TandemMutationOptions<Invitation, { invitationId: string; workspaceId: string }>;
    accept(): TandemMutationOptions<AcceptedInvitation, string>;
  };
  readonly boards: {
    create(): TandemMutationOptions<Board, CreateBoardInput>;
    update(): TandemMutationOptions<Board, { boardId: string; input: UpdateBoardInput }>;
    archive(): TandemMutationOptions<Board, { boardId: string; workspaceId: string }>;
    restore(): TandemMutationOptions<Board, { boardId: string; workspaceId: string }>;
  };
  readonly tasks: {
    create(): TandemMutationOptions<Task, CreateTaskInput>;
    update(): TandemMutationOptions<Task, { taskId: string; input: UpdateTaskInput }, undefined>;
    move(): TandemMutationOptions<Task, TaskMove, undefined>;
    moveToBoard(): TandemMutationOptions<Task, TaskBoardMove>;
    restore(): TandemMutationOptions<Task, string>;
    delete(): TandemMutationOptions<void, string, void>;
  };
  readonly comments: {
    create(): TandemMutationOptions<Comment, CreateCommentInput, { optimisticId: string }>;
    edit(): TandemMutationOptions<Comment, { commentId: string; input: UpdateCommentInput }>;
    delete(): TandemMutationOptions<Comment, { commentId: string; taskId: string }>;
  };
  readonly profiles: {
    update(): TandemMutationOptions<Profile, UpdateProfileInput>;
    uploadAvatar(): TandemMutationOptions<
      Profile,
      { file: FileBody; options: UploadAvatarOptions }
    >;
  };
  readonly attachments: {
    upload(): TandemMutationOptions<Attachment, UploadAttachmentInput>;
    delete(): TandemMutationOptions<
      void,
      { attachment: Pick<Attachment, 'id' | 'object_path'>; taskId: string }
    >;
  };
}
