//===- SyncKinds.h - which calls synchronise (S8/S9) -----------*- C++ -*-===//
//
// The block barriers and warp collectives of DivergentSync.cpp: the
// library's own, and every call of the program's code that reaches one —
// helpers, lambdas, constructors, destructors, indirect and virtual calls,
// and calls into the standard library handed a callable of the program.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_CLANG_SYNCKINDS_H
#define RSGPU_CLANG_SYNCKINDS_H

#include "SyncTaint.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"

#include <map>
#include <optional>
#include <vector>

namespace rsgpu::clangcheck {

enum class SyncKind { None, Block, Warp };

/// Whether `call` is a library block barrier / block collective or a warp
/// collective.
SyncKind syncKind(const clang::CallExpr *call);

/// The synchronisation of a call: the library's barriers and collectives
/// (syncKind), and calls to the program's own helpers whose bodies reach one
/// (transitively): a helper that reaches a block barrier is a block barrier
/// at its call site, as rsgpu-gen's SyncFunctions treat a Rust helper.
class SyncKinds {
public:
  explicit SyncKinds(clang::ASTContext &ctx) : ctx(ctx), sums(ctx) {}
  /// The parameters of helper `def` (bit i: parameter i) whose value, when
  /// it differs between threads, makes one of its `kind` synchronisations
  /// reached by part of the block (warp): `if (c) b.sync();`
  /// (DivergentSync.cpp).
  std::vector<bool> controlling(const clang::FunctionDecl *def, SyncKind kind);
  Summaries &summaries() { return sums; }

  struct Kind {
    SyncKind kind = SyncKind::None;
    const clang::CallExpr *inner = nullptr; ///< the barrier a helper reaches
    /// An indirect call (or a library call handed a callable): a function
    /// it may call that synchronises.
    const clang::FunctionDecl *target = nullptr;
  };
  Kind of(const clang::CallExpr *call);
  /// A constructor call: the constructor (its member initialisers included).
  Kind ofConstruct(const clang::CXXConstructExpr *ce);
  /// Destroying an object of type `t` (its destructor, its members' and
  /// bases'): null kind for the library's types and trivial destructors.
  Kind ofDestroy(clang::QualType t);

  /// The method `call` dispatches dynamically, or null.
  static const clang::CXXMethodDecl *virtualCallee(const clang::CallExpr *call);
  /// A call into the standard library (or another system header), not
  /// rsgpu's: it may call the callables it is handed.
  bool isLibraryCall(const clang::CallExpr *call) const;

private:
  Kind ofFunction(const clang::FunctionDecl *def);
  Kind indirect();
  /// The program's functions the callable `arg` may run when called.
  Kind callable(const clang::Expr *arg);
  Kind callableType(clang::QualType t);
  /// The strongest synchronisation destroying `rd`'s members and bases
  /// reaches.
  Kind destroyMembers(const clang::CXXRecordDecl *rd);
  /// The program's methods with a body that override `md`.
  std::vector<const clang::FunctionDecl *>
  overriders(const clang::CXXMethodDecl *md);

  clang::ASTContext &ctx;
  Summaries sums;
  llvm::DenseMap<const clang::FunctionDecl *, Kind> memo;
  std::optional<Kind> indirectKind;
  unsigned depth = 0; // of callableType through the library's wrappers
  std::optional<std::vector<const clang::CXXMethodDecl *>> overriding;
  std::map<std::pair<const clang::FunctionDecl *, SyncKind>, std::vector<bool>>
      control;
};

/// `b` is stronger than `a` (a block barrier beats a warp collective).
inline bool stronger(SyncKind b, SyncKind a) {
  return b != SyncKind::None &&
         (a == SyncKind::None || (a == SyncKind::Warp && b == SyncKind::Block));
}

} // namespace rsgpu::clangcheck

#endif
