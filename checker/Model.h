//===- Model.h - what the checker knows about rsgpu's types ----*- C++ -*-===//
//
// Recognition of the library's owners, borrows, shared-memory handles, thread
// handles and calls by their declared names in namespace rsgpu (class
// templates by template name), so the rules keep working as headers change.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_CLANG_MODEL_H
#define RSGPU_CLANG_MODEL_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

namespace rsgpu::clangcheck {

/// The class behind `t` (references and cv stripped), or null.
const clang::CXXRecordDecl *recordOf(clang::QualType t);
/// Whether `d` is declared directly in namespace ::rsgpu (or ::rsgpu::detail
/// when `detail`).
bool inRsgpu(const clang::Decl *d, bool detail = false);
/// rsgpu::<name> class (or class template specialisation) behind `t`.
bool isRsgpuClass(clang::QualType t, llvm::StringRef name);
/// Any class declared in rsgpu (or rsgpu::detail), nested ones included.
bool isRsgpuType(clang::QualType t);
/// The name of the rsgpu class behind `t`, or "".
llvm::StringRef rsgpuClassName(clang::QualType t);

enum class Tracked {
  None,
  Owner,  ///< DeviceBuffer, DeviceBox, Stream
  Borrow,  ///< Borrow, BorrowMut, BorrowAtomic
  Phase,  ///< SharedSlice, SharedTile, RemoteShared, CollectiveStorage
  Result, ///< rsgpu::Result<Owner> (cuda::std::expected): *r is the owner
};
/// Which move-checked kind `t` is (references stripped).
Tracked trackedKind(clang::QualType t);
const char *trackedNoun(Tracked k);

/// rsgpu::SharedSlice / SharedTile / RemoteShared behind `t`, or a pointer to
/// one.
bool isSharedMemoryType(clang::QualType t);

/// Thread, block, warp/tile and cluster handles (and launch's EntryThread).
bool isThreadHandle(clang::QualType t);
bool isExecHandle(clang::QualType t);

/// The FunctionDecl called by `call` when it is rsgpu::<name> or a method of
/// an rsgpu class; "" otherwise.
llvm::StringRef rsgpuCalleeName(const clang::CallExpr *call);
/// Arguments written at the call site (default arguments such as the
/// `__builtin_FILE()`/`__builtin_LINE()` call sites rsgpu's barriers and
/// shared-memory calls take are not counted).
unsigned writtenArgs(const clang::CallExpr *call);
/// The class of the method `call` calls, if an rsgpu class; "" otherwise.
llvm::StringRef rsgpuMethodClass(const clang::CallExpr *call);

/// rsgpu::launch(stream, config, kernel, args...).
bool isLaunchCall(const clang::CallExpr *call);

/// std::move / std::forward / static_cast<T&&>: the moved expression, or null.
const clang::Expr *movedExpr(const clang::Expr *e);

/// Skips parens, implicit casts, temporaries and no-op constructions.
const clang::Expr *strip(const clang::Expr *e);

/// A kernel body: operator() whose first parameter is a thread handle.
bool isKernelBody(const clang::FunctionDecl *fd);
/// Device code: a kernel body or a function taking a thread/block/warp
/// handle.
bool isDeviceContext(const clang::FunctionDecl *fd);

} // namespace rsgpu::clangcheck

#endif
