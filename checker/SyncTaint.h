//===- SyncTaint.h - which values differ between threads (S8/S9) -*- C++ -*-===//
//
// The taint behind RG0404/RG0405 (DivergentSync.cpp): values that differ
// between the threads of a block (of a warp). Flows through locals and
// parameters (to a fixed point), through stores into arrays, fields and
// pointees of locals, through reference/pointer arguments of calls, through
// return values of the program's own functions (a summary per function) and
// lambdas (their bodies and captures), and implicitly: a variable assigned
// under a branch that differs between threads differs afterwards.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_CLANG_SYNCTAINT_H
#define RSGPU_CLANG_SYNCTAINT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/Analysis/CFG.h"
#include "clang/Analysis/CFGStmtMap.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <memory>
#include <vector>

namespace rsgpu::clangcheck {

enum : unsigned { InBlock = 1, InWarp = 2, Both = InBlock | InWarp };

struct Taint {
  unsigned mask = 0;
  clang::SourceLocation origin; // a source of the variation
  void merge(const Taint &o) {
    if (!origin.isValid() && o.mask)
      origin = o.origin;
    mask |= o.mask;
  }
};

/// The program's own function `call` reaches with a body (not the
/// library's, namespace rsgpu and those nested in it, nor a CUDA intrinsic),
/// or null.
const clang::FunctionDecl *helperCallee(const clang::CallExpr *call);
/// The definition of `fd` when it is the program's own function (as
/// helperCallee), or null.
const clang::FunctionDecl *programDefinition(const clang::FunctionDecl *fd);

class Summaries;

/// Flow-insensitive taint of one function body (and the lambdas it calls).
class TaintAnalysis {
public:
  explicit TaintAnalysis(Summaries &s) : sums(s) {}
  /// `v` differs between threads (a helper's parameter, for its callers).
  void seed(const clang::VarDecl *v) { vars[v] = {Both, v->getLocation()}; }
  /// Collects the definitions of `body`.
  void collect(const clang::Stmt *body);
  /// Taints variables to a fixed point.
  void solve();
  Taint of(const clang::Stmt *s);
  Taint ofVar(const clang::VarDecl *v) const { return vars.lookup(v); }

  /// One definition: `var` gets `value` (null: only where it happens) at
  /// statement `at`.
  struct Def {
    const clang::VarDecl *var;
    const clang::Expr *value;
    const clang::Stmt *at;
    const clang::Stmt *owner; ///< the body it is in (a lambda's, or the function's)
  };
  const std::vector<Def> &definitions() const { return defs; }
  /// Adds `t` to `v` (implicit flow); true when it grew.
  bool taintVar(const clang::VarDecl *v, Taint t);
  /// The taint of the values `body`'s return statements return.
  Taint returned(const clang::Stmt *body);
  /// Where definition `d` happens in the function's own body: `d.at`, or,
  /// inside a lambda called here, the calls of that lambda (implicit flow:
  /// `auto off = [&] { c = false; }; if (tid < 32) off();`).
  void placesOf(const Def &d,
                llvm::SmallVectorImpl<const clang::Stmt *> &out) const;

private:
  friend struct TaintCollector;
  void define(const clang::VarDecl *v, const clang::Expr *value,
              const clang::Stmt *at);
  void store(const clang::Expr *lhs, const clang::Expr *value,
             const clang::Stmt *at);
  void call(const clang::CallExpr *call);
  void roots(const clang::Expr *e, bool deref,
             llvm::SmallVectorImpl<const clang::VarDecl *> &out) const;
  void addrRoots(const clang::Expr *e,
                 llvm::SmallVectorImpl<const clang::VarDecl *> &out) const;
  void pointees(const clang::VarDecl *v,
                llvm::SmallVectorImpl<const clang::VarDecl *> &out) const;

  Summaries &sums;
  std::vector<Def> defs;
  llvm::DenseMap<const clang::BindingDecl *, const clang::DecompositionDecl *>
      bindings;
  llvm::DenseMap<const clang::VarDecl *, llvm::SmallVector<const clang::VarDecl *, 2>>
      pointsTo;
  llvm::DenseSet<const clang::Stmt *> bodies; // lambda bodies collected
  const clang::Stmt *owner = nullptr;          // the body being collected
  /// A lambda body's calls: the call, and the body it is in.
  llvm::DenseMap<const clang::Stmt *,
                 llvm::SmallVector<std::pair<const clang::Stmt *,
                                             const clang::Stmt *>, 2>>
      callSites;
  llvm::DenseMap<const clang::VarDecl *, Taint> vars;
  llvm::DenseMap<const clang::Stmt *, Taint> cache;
};

/// Post-dominance on the CFG without the paths that end in a [[noreturn]]
/// call (rsgpu's panic: Rust's overflow and bounds checks): a thread taking
/// one exits, and exited threads count as arrived at later barriers (CUDA;
/// the launch reports DevicePanic), so such a path does not leave the rest
/// of the kernel to part of the group. Iterative sets: kernels are small.
class PostDom {
public:
  explicit PostDom(const clang::CFG &cfg);
  bool dominates(const clang::CFGBlock *a, const clang::CFGBlock *b) const {
    return pd[b->getBlockID()].test(a->getBlockID());
  }
  bool properlyDominates(const clang::CFGBlock *a,
                         const clang::CFGBlock *b) const {
    return a != b && dominates(a, b);
  }
  /// Every path from `b` ends in a panic.
  bool exitsByPanic(const clang::CFGBlock *b) const {
    return dead[b->getBlockID()];
  }

private:
  unsigned n;
  llvm::BitVector dead;
  std::vector<llvm::BitVector> pd;
};

/// The condition a branch block tests (a range-for: its range).
const clang::Stmt *branchCondition(const clang::CFGBlock *b);

/// A function body's taint with its CFG: the thread-dependent branches and
/// the blocks only part of the block (warp) runs.
struct FnTaint {
  explicit FnTaint(Summaries &s) : taint(s) {}
  std::unique_ptr<clang::CFG> cfg;
  std::unique_ptr<PostDom> pdt;
  std::unique_ptr<clang::ParentMap> pm;
  std::unique_ptr<clang::CFGStmtMap> map;
  TaintAnalysis taint;
  llvm::DenseMap<const clang::CFGBlock *, Taint> branches;
  llvm::DenseMap<const clang::CFGBlock *, const clang::CFGBlock *> inBlock,
      inWarp;
};

/// Analyses `fn` (`varying`: a parameter taken to differ, or null); null
/// without a CFG.
std::unique_ptr<FnTaint> analyseFunction(const clang::FunctionDecl *fn,
                                         clang::ASTContext &ctx, Summaries &s,
                                         const clang::ParmVarDecl *varying);

/// What a call of the program's own function yields by itself (its return
/// value, what it stores through reference/pointer parameters), when its
/// arguments are uniform.
class Summaries {
public:
  explicit Summaries(clang::ASTContext &ctx) : ctx(ctx) {}
  Taint of(const clang::FunctionDecl *def);

private:
  clang::ASTContext &ctx;
  llvm::DenseMap<const clang::FunctionDecl *, Taint> memo;
};

} // namespace rsgpu::clangcheck

#endif
