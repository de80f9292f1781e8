//===- DivergentSync.cpp - S8/S9: barriers and collectives stay uniform ---===//
//
// The same analysis as rsgpu-gen's barrier-uniformity pass, on C++: values
// that differ between threads (the thread's index, lane, rank, mine(t), ...)
// are tainted and flow through locals (to a fixed point); a branch on a
// tainted value is divergent, and so is everything control-dependent on it
// (post-dominance on the clang CFG, transitively; paths that end in a panic
// do not count: the panicking thread exits). A block barrier
// (Block::sync, block collectives) in a region divergent within the block is
// S8 (RG0404); a warp collective in a region divergent within the warp is S9
// (RG0405). The warp id is uniform within a warp, so `if (w.id() == 0)
// w.reduce(...)` is fine for S9 but not around a block barrier. Warnings:
// the analysis cannot prove every uniform condition uniform.
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CFG.h"
#include "clang/Analysis/CFGStmtMap.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

enum : unsigned { InBlock = 1, InWarp = 2, Both = InBlock | InWarp };

struct Taint {
  unsigned mask = 0;
  SourceLocation origin; // a source of the variation
  void merge(const Taint &o) {
    if (!origin.isValid() && o.mask)
      origin = o.origin;
    mask |= o.mask;
  }
};

/// Variation a call introduces by itself (not through its arguments).
unsigned sourceMask(const CallExpr *call, unsigned argMask) {
  StringRef name = rsgpuCalleeName(call);
  if (name.empty())
    return 0;
  StringRef cls = rsgpuMethodClass(call);
  if (cls == "BasicThread" || cls == "EntryThread" || cls == "BasicBlock")
    return StringSwitch<unsigned>(name)
        .Cases("thread_idx", "thread_rank", "global_id", "global_idx",
               "global_linear_id", Both)
        .Default(0);
  if (cls == "Tile" || cls == "PartialWarp")
    return StringSwitch<unsigned>(name)
        .Cases("thread_rank", "lane", "inclusive_scan", Both)
        .Cases("id", "meta_group_rank", InBlock)
        // Warp-uniform results of lane-varying inputs.
        .Cases("ballot", "any", "all", "reduce", argMask & InBlock)
        .Default(0);
  return StringSwitch<unsigned>(name)
      .Cases("mine", "mine_2d", "grid_stride", "strided", "for_warp", Both)
      .Case("lower_mine", Both)
      .Cases("for_leader", "per_block", "per_cluster", Both)
      .Default(0);
}

class TaintAnalysis : public RecursiveASTVisitor<TaintAnalysis> {
public:
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

  bool VisitVarDecl(VarDecl *vd) {
    if (vd->isLocalVarDecl() && vd->getInit())
      defs.push_back({vd, vd->getInit()});
    if (auto *dd = dyn_cast<DecompositionDecl>(vd))
      for (BindingDecl *b : dd->bindings())
        bindings[b] = dd;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *bo) {
    if (bo->isAssignmentOp())
      assign(bo->getLHS(), bo->getRHS());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *op) {
    if (op->isAssignmentOp() && op->getNumArgs() == 2)
      assign(op->getArg(0), op->getArg(1));
    return true;
  }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *fr) {
    if (fr->getLoopVariable())
      defs.push_back({fr->getLoopVariable(), fr->getRangeInit()});
    return true;
  }

  /// Taints locals to a fixed point.
  void solve() {
    for (bool changed = true; changed;) {
      changed = false;
      cache.clear();
      for (auto &[vd, e] : defs) {
        Taint t = of(e);
        Taint &cur = vars[vd];
        if ((cur.mask | t.mask) != cur.mask) {
          cur.merge(t);
          changed = true;
        }
      }
    }
    cache.clear();
  }

  Taint of(const Stmt *s) {
    if (!s)
      return {};
    if (auto it = cache.find(s); it != cache.end())
      return it->second;
    Taint t;
    if (isa<LambdaExpr>(s)) {
      // Not evaluated here.
    } else if (const auto *dre = dyn_cast<DeclRefExpr>(s)) {
      const ValueDecl *d = dre->getDecl();
      if (const auto *b = dyn_cast<BindingDecl>(d))
        if (auto it = bindings.find(b); it != bindings.end())
          d = it->second;
      if (const auto *vd = dyn_cast<VarDecl>(d)) {
        if (auto it = vars.find(vd); it != vars.end())
          t = it->second;
        else if (vd->hasGlobalStorage() && vd->getIdentifier() &&
                 vd->getName() == "threadIdx")
          t = {Both, dre->getLocation()};
      }
    } else {
      for (const Stmt *child : s->children())
        t.merge(of(child));
      if (const auto *call = dyn_cast<CallExpr>(s)) {
        unsigned m = sourceMask(call, t.mask);
        StringRef cls = rsgpuMethodClass(call);
        if ((cls == "Tile" || cls == "PartialWarp") && m != Both &&
            !(m & InWarp)) {
          // Warp-uniform collective result: drop the lane variation.
          StringRef n = rsgpuCalleeName(call);
          if (n == "ballot" || n == "any" || n == "all" || n == "reduce" ||
              n == "id" || n == "meta_group_rank")
            t.mask &= InBlock;
        }
        if (m) {
          if (!(t.mask & m) || !t.origin.isValid())
            t.origin = call->getExprLoc();
          t.mask |= m;
        }
      }
    }
    cache[s] = t;
    return t;
  }

private:
  void assign(const Expr *lhs, const Expr *rhs) {
    const auto *dre = dyn_cast<DeclRefExpr>(lhs->IgnoreParenImpCasts());
    if (const auto *vd = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr)
      if (vd->isLocalVarDecl())
        defs.push_back({vd, rhs});
  }

  std::vector<std::pair<const VarDecl *, const Expr *>> defs;
  DenseMap<const BindingDecl *, const DecompositionDecl *> bindings;
  DenseMap<const VarDecl *, Taint> vars;
  DenseMap<const Stmt *, Taint> cache;
};

enum class SyncKind { None, Block, Warp };

/// Whether `call` is a block barrier / block collective or a warp collective.
SyncKind syncKind(const CallExpr *call) {
  StringRef name = rsgpuCalleeName(call);
  StringRef cls = rsgpuMethodClass(call);
  if (!name.empty()) {
    if ((cls == "BasicBlock" || cls == "Cluster") &&
        (name == "sync" || name == "sync_split_at"))
      return SyncKind::Block;
    if ((cls == "BlockReduce" || cls == "BlockScan") && name != "storage")
      return SyncKind::Block;
    if (cls == "PartialWarp" &&
        StringSwitch<bool>(name)
            .Cases("ballot", "any", "all", "rank_of", true)
            .Default(false))
      return SyncKind::Warp;
    if (cls == "Tile" &&
        StringSwitch<bool>(name)
            .Cases("shfl", "shfl_xor", "shfl_down", "shfl_up", "ballot", true)
            .Cases("any", "all", "match_any", "reduce", "inclusive_scan", true)
            .Cases("sync", "sync_lanes", true)
            .Default(false))
      return SyncKind::Warp;
    if (cls == "WarpReduce" && name != "storage" && name != "check_warp")
      return SyncKind::Warp;
    return SyncKind::None;
  }
  const FunctionDecl *fd = call->getDirectCallee();
  if (!fd || !fd->getIdentifier() || isa<CXXMethodDecl>(fd))
    return SyncKind::None;
  StringRef n = fd->getName();
  if (n.starts_with("__syncthreads"))
    return SyncKind::Block;
  if (n.starts_with("__shfl") || n.starts_with("__ballot") ||
      n == "__any_sync" || n == "__all_sync" || n.starts_with("__match_") ||
      n == "__syncwarp" || (n.starts_with("__reduce_") && n.ends_with("_sync")))
    return SyncKind::Warp;
  return SyncKind::None;
}

class SyncCollector : public RecursiveASTVisitor<SyncCollector> {
public:
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *call) {
    SyncKind k = syncKind(call);
    if (k != SyncKind::None)
      calls.push_back({call, k});
    return true;
  }
  std::vector<std::pair<const CallExpr *, SyncKind>> calls;
};

/// Post-dominance on the CFG without the paths that end in a [[noreturn]]
/// call (rsgpu's panic: Rust's overflow and bounds checks): a thread taking
/// one exits, and exited threads count as arrived at later barriers (CUDA;
/// the launch reports DevicePanic), so such a path does not leave the rest
/// of the kernel to part of the group. Iterative sets: kernels are small.
class PostDom {
public:
  explicit PostDom(const CFG &cfg) : n(cfg.getNumBlockIDs()) {
    dead.resize(n);
    for (const CFGBlock *b : cfg)
      dead[b->getBlockID()] = b->hasNoReturnElement();
    for (bool changed = true; changed;) { // every successor dead: dead too
      changed = false;
      for (const CFGBlock *b : cfg) {
        if (dead[b->getBlockID()] || b == &cfg.getExit())
          continue;
        bool all = b->succ_size() != 0;
        for (const CFGBlock::AdjacentBlock &s : b->succs())
          if (const CFGBlock *sb = s.getReachableBlock())
            all &= dead[sb->getBlockID()];
        if (all)
          dead[b->getBlockID()] = changed = true;
      }
    }
    pd.assign(n, BitVector(n, true));
    unsigned exitId = cfg.getExit().getBlockID();
    pd[exitId] = BitVector(n);
    pd[exitId].set(exitId);
    for (bool changed = true; changed;) {
      changed = false;
      for (const CFGBlock *b : cfg) {
        unsigned id = b->getBlockID();
        if (id == exitId || dead[id])
          continue;
        BitVector r(n, true);
        bool any = false;
        for (const CFGBlock::AdjacentBlock &s : b->succs())
          if (const CFGBlock *sb = s.getReachableBlock();
              sb && !dead[sb->getBlockID()]) {
            r &= pd[sb->getBlockID()];
            any = true;
          }
        if (!any)
          r.reset();
        r.set(id);
        if (r != pd[id]) {
          pd[id] = std::move(r);
          changed = true;
        }
      }
    }
  }
  bool dominates(const CFGBlock *a, const CFGBlock *b) const {
    return pd[b->getBlockID()].test(a->getBlockID());
  }
  bool properlyDominates(const CFGBlock *a, const CFGBlock *b) const {
    return a != b && dominates(a, b);
  }
  /// Every path from `b` ends in a panic.
  bool exitsByPanic(const CFGBlock *b) const { return dead[b->getBlockID()]; }

private:
  unsigned n;
  BitVector dead;
  std::vector<BitVector> pd;
};

/// Blocks executed by only part of the group: control-dependent (directly or
/// through other divergent branches) on a branch whose condition has `bit`.
/// Maps each such block to the branch that made it divergent.
DenseMap<const CFGBlock *, const CFGBlock *>
divergentBlocks(CFG &cfg, const PostDom &pdt,
                const DenseMap<const CFGBlock *, Taint> &branches,
                unsigned bit) {
  DenseMap<const CFGBlock *, const CFGBlock *> out;
  std::vector<std::pair<const CFGBlock *, const CFGBlock *>> work;
  for (const auto &[b, t] : branches)
    if (t.mask & bit)
      work.push_back({b, b});
  while (!work.empty()) {
    auto [x, cause] = work.back();
    work.pop_back();
    for (const CFGBlock *n : cfg) {
      if (out.count(n))
        continue;
      bool cd = false;
      for (const CFGBlock::AdjacentBlock &s : x->succs()) {
        const CFGBlock *sb = s.getReachableBlock();
        if (sb && !pdt.exitsByPanic(sb) && pdt.dominates(n, sb)) {
          cd = true;
          break;
        }
      }
      if (!cd || (n != x && pdt.properlyDominates(n, x)))
        continue;
      out[n] = cause;
      if (n->succ_size() > 1)
        work.push_back({n, cause});
    }
  }
  return out;
}

/// The condition a branch block tests, for the note.
const Stmt *branchCondition(const CFGBlock *b) {
  const Stmt *term = b->getTerminatorStmt();
  if (const auto *fr = dyn_cast_or_null<CXXForRangeStmt>(term))
    return fr->getRangeInit();
  return b->getTerminatorCondition();
}

} // namespace

void checkDivergentSync(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  Stmt *body = const_cast<Stmt *>(c.fn->getBody());
  SyncCollector sinks;
  sinks.TraverseStmt(body);
  if (sinks.calls.empty())
    return;

  TaintAnalysis taint;
  taint.TraverseStmt(body);
  taint.solve();

  CFG::BuildOptions opts;
  std::unique_ptr<CFG> cfg = CFG::buildCFG(c.fn, body, &c.ctx, opts);
  if (!cfg)
    return;
  PostDom pdt(*cfg);
  DenseMap<const CFGBlock *, Taint> branches;
  for (const CFGBlock *b : *cfg) {
    unsigned survivors = 0;
    for (const CFGBlock::AdjacentBlock &s : b->succs())
      if (const CFGBlock *sb = s.getReachableBlock())
        survivors += !pdt.exitsByPanic(sb);
    // `if (thread-dependent) panic(...)`: the threads that go on all go on.
    if (survivors < 2)
      continue;
    Taint t = taint.of(branchCondition(b));
    if (t.mask)
      branches[b] = t;
  }
  if (branches.empty())
    return;

  auto inBlock = divergentBlocks(*cfg, pdt, branches, InBlock);
  auto inWarp = divergentBlocks(*cfg, pdt, branches, InWarp);
  ParentMap pm(body);
  std::unique_ptr<CFGStmtMap> map(CFGStmtMap::Build(cfg.get(), &pm));

  for (const auto &[call, kind] : sinks.calls) {
    const CFGBlock *blk = map->getBlock(call);
    if (!blk)
      continue;
    const auto &region = kind == SyncKind::Block ? inBlock : inWarp;
    auto it = region.find(blk);
    if (it == region.end())
      continue;
    const CFGBlock *cause = it->second;
    const Stmt *cond = branchCondition(cause);
    Taint t = branches.lookup(cause);
    std::vector<NoteSpec> notes;
    notes.push_back({kind == SyncKind::Block
                         ? "whether it runs depends on this condition, "
                           "which differs between threads of a block"
                         : "whether it runs depends on this condition, "
                           "which differs between lanes of a warp",
                     cond ? cond->getBeginLoc() : SourceLocation()});
    if (t.origin.isValid())
      notes.push_back({"the condition varies because of this value", t.origin});
    std::string what;
    if (const FunctionDecl *fd = call->getDirectCallee())
      what = fd->getNameAsString();
    if (kind == SyncKind::Block)
      c.reporter.report(
          Rule::DivergentBarrier, call->getExprLoc(),
          "barrier `" + Twine(what) +
              "` may be reached by only part of the block (S8)",
          std::move(notes),
          "every thread of the block must reach the same barrier: move it "
          "out of the thread-dependent branch, loop or early return, and keep "
          "only the work under the condition; if the condition is in fact "
          "uniform across the block, say so with "
          "`// rsgpu: allow(divergent-barrier)`",
          c.fn);
    else
      c.reporter.report(
          Rule::DivergentWarp, call->getExprLoc(),
          "warp collective `" + Twine(what) +
              "` may run in a divergent warp (S9)",
          std::move(notes),
          "call the collective where the whole warp is converged, outside "
          "the lane-dependent branch, and pass the condition as data (e.g. "
          "`w.ballot(cond)`, or a neutral value for lanes that do not "
          "contribute); if the condition is uniform across the warp, say so "
          "with `// rsgpu: allow(divergent-warp)`",
          c.fn);
  }
}

} // namespace rsgpu::clangcheck
