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
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

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

  /// `v` differs between threads (a helper's parameter, for its callers).
  void seed(const VarDecl *v) { vars[v] = {Both, v->getLocation()}; }

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

/// The program's own function `call` reaches with a body (not the
/// library's, namespace rsgpu and those nested in it, nor a CUDA intrinsic),
/// or null.
const FunctionDecl *helperCallee(const CallExpr *call) {
  const FunctionDecl *fd = call->getDirectCallee();
  const FunctionDecl *def = nullptr;
  if (!fd || !fd->hasBody(def) || !def ||
      (fd->getIdentifier() && fd->getName().starts_with("__")))
    return nullptr;
  for (const DeclContext *dc = fd->getDeclContext(); dc; dc = dc->getParent())
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc))
      if (ns->getIdentifier() && ns->getName() == "rsgpu" &&
          ns->getParent()->getRedeclContext()->isTranslationUnit())
        return nullptr;
  return def;
}

/// The synchronisation of a call: the library's barriers and collectives
/// (syncKind), and calls to the program's own helpers whose bodies reach one
/// (transitively): a helper that reaches a block barrier is a block barrier
/// at its call site, as rsgpu-gen's SyncFunctions treat a Rust helper.
class SyncKinds {
public:
  explicit SyncKinds(ASTContext &ctx) : ctx(ctx) {}
  /// The parameters of helper `def` (bit i: parameter i) whose value, when
  /// it differs between threads, makes one of its `kind` synchronisations
  /// reached by part of the block (warp): `if (c) b.sync();`.
  std::vector<bool> controlling(const FunctionDecl *def, SyncKind kind);

  struct Kind {
    SyncKind kind = SyncKind::None;
    const CallExpr *inner = nullptr; ///< the barrier a helper reaches
  };
  Kind of(const CallExpr *call) {
    if (SyncKind k = syncKind(call); k != SyncKind::None)
      return {k, nullptr};
    const FunctionDecl *def = helperCallee(call);
    if (!def)
      return {};
    if (auto it = memo.find(def); it != memo.end())
      return it->second;
    memo[def] = {}; // recursion: what is found so far
    Scan scan(*this);
    scan.TraverseStmt(def->getBody());
    return memo[def] = scan.found;
  }

private:
  struct Scan : RecursiveASTVisitor<Scan> {
    explicit Scan(SyncKinds &k) : kinds(k) {}
    bool TraverseLambdaExpr(LambdaExpr *) { return true; }
    bool VisitCallExpr(CallExpr *call) {
      Kind k = kinds.of(call);
      if (k.kind == SyncKind::None ||
          (found.kind == SyncKind::Block && k.kind == SyncKind::Warp))
        return true;
      if (found.kind != k.kind)
        found = {k.kind, k.inner ? k.inner : call};
      return true;
    }
    SyncKinds &kinds;
    Kind found;
  };
  ASTContext &ctx;
  DenseMap<const FunctionDecl *, Kind> memo;
  std::map<std::pair<const FunctionDecl *, SyncKind>, std::vector<bool>> control;
};

class SyncCollector : public RecursiveASTVisitor<SyncCollector> {
public:
  explicit SyncCollector(SyncKinds &k) : kinds(k) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *call) {
    SyncKinds::Kind k = kinds.of(call);
    if (k.kind != SyncKind::None)
      calls.push_back({call, k.kind});
    if (k.inner)
      inner[call] = k.inner;
    return true;
  }
  std::vector<std::pair<const CallExpr *, SyncKind>> calls;
  DenseMap<const CallExpr *, const CallExpr *> inner;

private:
  SyncKinds &kinds;
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

/// What makes two barriers one: the site a barrier names explicitly —
/// `b.sync("k.mir", 439u)`, `w.sync("k.mir", 439u)` or `w.sync_lanes(m,
/// "k.mir", 439u)` with the site's arguments literals, and for
/// `sync_lanes` one mask (a constant, or one variable) —, or the helper a
/// call reaches (every call passes the helper's own barriers); empty
/// otherwise (a default site argument included).
/// rsgpu-gen writes each copy of one barrier rustc duplicated into the arms
/// of a branch with its first copy's site, so the emulator sees one barrier.
std::string barrierKey(const CallExpr *call, const ASTContext &ctx) {
  if (const FunctionDecl *helper = helperCallee(call))
    // Each call of one helper passes the same barriers (its own sites).
    return "call:" + std::to_string(reinterpret_cast<std::uintptr_t>(
                         helper->getCanonicalDecl()));
  StringRef name = rsgpuCalleeName(call), cls = rsgpuMethodClass(call);
  unsigned first; // the site's first argument
  std::string key;
  if (name == "sync" && cls == "BasicBlock") {
    first = 0;
    key = "block:";
  } else if (name == "sync" && cls == "Tile") {
    first = 0;
    key = "warp:";
  } else if (name == "sync_lanes" && cls == "Tile") {
    first = 1;
    const Expr *mask = call->getNumArgs() > 0 ? call->getArg(0) : nullptr;
    if (!mask)
      return {};
    if (std::optional<llvm::APSInt> v = mask->getIntegerConstantExpr(ctx))
      key = "lanes " + std::to_string(v->getZExtValue()) + ":";
    else if (const auto *ref =
                 dyn_cast<DeclRefExpr>(mask->IgnoreParenImpCasts()))
      key = "lanes " +
            std::to_string(reinterpret_cast<std::uintptr_t>(
                ref->getDecl()->getCanonicalDecl())) +
            ":";
    else
      return {};
  } else {
    return {};
  }
  if (call->getNumArgs() != first + 2 ||
      isa<CXXDefaultArgExpr>(call->getArg(first)) ||
      isa<CXXDefaultArgExpr>(call->getArg(first + 1)))
    return {};
  const auto *file =
      dyn_cast<clang::StringLiteral>(call->getArg(first)->IgnoreParenCasts());
  const auto *line =
      dyn_cast<IntegerLiteral>(call->getArg(first + 1)->IgnoreParenCasts());
  if (!file || !line)
    return {};
  return key + file->getString().str() + ":" +
         std::to_string(line->getValue().getZExtValue());
}

/// Copies of one barrier that act as one (S8/S9, the rule rsgpu-gen's
/// BarrierGroups proves on the MIR, proven again here on the C++ CFG): a
/// thread-dependent branch is *joined* when every path from it to its
/// nearest post-dominator (paths ending in a panic left out) passes the same
/// number k >= 1 of barriers of the kind checked (block, or warp), without a
/// cycle, each barrier lies the same number of barriers before the end on
/// every path through it, and the barriers at one such distance all name
/// one explicit site. Every thread that reaches the branch then arrives once
/// at each of the k barriers, in order, before the paths join (rustc's O3
/// threads a repeated `t < 128` test across barriers: two or three copies
/// on each path): synccheck counts each as one barrier; on sm_70+ `bar.sync
/// 0` counts arrivals per barrier, not per instruction, and
/// `__syncwarp(mask)` waits for the mask's lanes at any `__syncwarp` with
/// that mask. Returns the barriers every divergent branch above which is
/// joined.
class JoinedBarriers {
public:
  JoinedBarriers(const PostDom &pdt, const CFGStmtMap &map,
                 const std::vector<std::pair<const CallExpr *, SyncKind>> &calls,
                 SyncKind kind, const ASTContext &ctx)
      : pdt(pdt), ctx(ctx) {
    for (const auto &[call, k] : calls)
      if (k == kind)
        if (const CFGBlock *b = map.getBlock(call))
          syncs[b].push_back(call);
  }

  /// Whether every branch in `branches` (with `bit`) whose region holds
  /// `call`'s block is joined.
  bool covered(const CFGBlock *blk,
               const DenseMap<const CFGBlock *, Taint> &branches, unsigned bit) {
    bool any = false;
    for (const auto &[b, t] : branches) {
      if (!(t.mask & bit))
        continue;
      const Region &r = region(b);
      if (!r.blocks.count(blk))
        continue;
      if (!r.joined)
        return false;
      any = true;
    }
    return any;
  }

private:
  struct Region {
    DenseSet<const CFGBlock *> blocks;
    bool joined = false;
  };
  using Counts = std::set<unsigned>;

  const Region &region(const CFGBlock *branch) {
    auto [it, fresh] = regions.try_emplace(branch);
    if (!fresh)
      return it->second;
    Walk w;
    w.branch = branch;
    Counts counts;
    for (const CFGBlock::AdjacentBlock &s : branch->succs())
      if (const CFGBlock *sb = s.getReachableBlock(); sb && !pdt.exitsByPanic(sb)) {
        Counts c = walk(w, sb);
        counts.insert(c.begin(), c.end());
      }
    Region &r = regions[branch];
    r.blocks = std::move(w.seen);
    r.joined = counts.size() == 1 && *counts.begin() >= 1 && !w.cycle &&
               !w.ambiguous;
    for (const auto &[distance, sites] : w.sites)
      r.joined = r.joined && sites.size() == 1 && !sites.count(std::string());
    return r;
  }

  struct Walk {
    const CFGBlock *branch = nullptr;
    DenseSet<const CFGBlock *> seen;
    DenseMap<const CFGBlock *, Counts> done; // counts from a block on
    DenseSet<const CFGBlock *> active;
    /// Sites of the barriers, by their number of barriers to the end.
    std::map<unsigned, std::set<std::string>> sites;
    bool cycle = false;
    bool ambiguous = false; // a barrier at several distances from the end
  };

  /// The numbers of barriers of the kind on the paths from `x` to the
  /// region's end.
  Counts walk(Walk &w, const CFGBlock *x) {
    if (x != w.branch && pdt.properlyDominates(x, w.branch))
      return {0}; // the region's end
    if (x == w.branch || w.active.count(x)) {
      w.cycle = true;
      return {};
    }
    if (auto it = w.done.find(x); it != w.done.end())
      return it->second;
    w.seen.insert(x);
    w.active.insert(x);
    Counts after;
    for (const CFGBlock::AdjacentBlock &s : x->succs())
      if (const CFGBlock *sb = s.getReachableBlock(); sb && !pdt.exitsByPanic(sb)) {
        Counts c = walk(w, sb);
        after.insert(c.begin(), c.end());
      }
    w.active.erase(x);
    unsigned here = 0;
    if (auto it = syncs.find(x); it != syncs.end()) {
      here = unsigned(it->second.size());
      if (after.size() > 1)
        w.ambiguous = true;
      unsigned base = after.empty() ? 0 : *after.begin();
      for (unsigned i = 0; i < here; ++i)
        w.sites[base + here - i].insert(barrierKey(it->second[i], ctx));
    }
    Counts counts;
    for (unsigned c : after)
      counts.insert(c + here);
    w.done[x] = counts;
    return counts;
  }

  const PostDom &pdt;
  const ASTContext &ctx;
  DenseMap<const CFGBlock *, std::vector<const CallExpr *>> syncs;
  DenseMap<const CFGBlock *, Region> regions;
};

/// The condition a branch block tests, for the note.
const Stmt *branchCondition(const CFGBlock *b) {
  const Stmt *term = b->getTerminatorStmt();
  if (const auto *fr = dyn_cast_or_null<CXXForRangeStmt>(term))
    return fr->getRangeInit();
  return b->getTerminatorCondition();
}

/// One barrier or collective that part of the block (warp) may reach:
/// under the branch on `cond`, or, for a call to a helper whose own barrier
/// depends on a parameter, because the argument `cond` differs.
struct Divergence {
  const CallExpr *call;
  SyncKind kind;
  const Stmt *cond;
  Taint taint;
  bool throughArgument;
};

struct FnSyncs {
  std::vector<Divergence> found;
  DenseMap<const CallExpr *, const CallExpr *> inner;
};

/// S8/S9 on one function body. `varying`: a parameter taken to differ
/// between threads (the question a helper's callers ask), or null.
FnSyncs divergences(const FunctionDecl *fn, ASTContext &ctx, SyncKinds &kinds,
                    const ParmVarDecl *varying) {
  FnSyncs out;
  Stmt *body = const_cast<Stmt *>(fn->getBody());
  SyncCollector sinks(kinds);
  sinks.TraverseStmt(body);
  if (sinks.calls.empty())
    return out;
  out.inner = sinks.inner;

  TaintAnalysis taint;
  if (varying)
    taint.seed(varying);
  taint.TraverseStmt(body);
  taint.solve();

  CFG::BuildOptions opts;
  std::unique_ptr<CFG> cfg = CFG::buildCFG(fn, body, &ctx, opts);
  if (!cfg)
    return out;
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

  auto inBlock = divergentBlocks(*cfg, pdt, branches, InBlock);
  auto inWarp = divergentBlocks(*cfg, pdt, branches, InWarp);
  ParentMap pm(body);
  std::unique_ptr<CFGStmtMap> map(CFGStmtMap::Build(cfg.get(), &pm));

  JoinedBarriers joinedBlock(pdt, *map, sinks.calls, SyncKind::Block, ctx);
  JoinedBarriers joinedWarp(pdt, *map, sinks.calls, SyncKind::Warp, ctx);
  for (const auto &[call, kind] : sinks.calls) {
    const CFGBlock *blk = map->getBlock(call);
    if (!blk)
      continue;
    unsigned bit = kind == SyncKind::Block ? InBlock : InWarp;
    const auto &region = kind == SyncKind::Block ? inBlock : inWarp;
    if (auto it = region.find(blk); it != region.end()) {
      if ((kind == SyncKind::Block ? joinedBlock : joinedWarp)
              .covered(blk, branches, bit))
        continue;
      out.found.push_back({call, kind, branchCondition(it->second),
                           branches.lookup(it->second), false});
      continue;
    }
    // Reached by all: a helper's own barrier may still depend on what the
    // threads pass it.
    const FunctionDecl *helper = helperCallee(call);
    if (!helper)
      continue;
    std::vector<bool> ctl = kinds.controlling(helper, kind);
    if (isa<CXXOperatorCallExpr>(call))
      continue; // argument 0 is the object
    for (unsigned i = 0; i < call->getNumArgs() && i < ctl.size(); ++i) {
      if (!ctl[i])
        continue;
      Taint t = taint.of(call->getArg(i));
      if (t.mask & bit) {
        out.found.push_back({call, kind, call->getArg(i), t, true});
        break;
      }
    }
  }
  return out;
}

std::vector<bool> SyncKinds::controlling(const FunctionDecl *def,
                                         SyncKind kind) {
  auto key = std::make_pair(def, kind);
  if (auto it = control.find(key); it != control.end())
    return it->second;
  control[key].assign(def->getNumParams(), false); // recursion: none yet
  std::vector<bool> result(def->getNumParams(), false);
  for (unsigned i = 0; i < def->getNumParams(); ++i) {
    const ParmVarDecl *p = def->getParamDecl(i);
    if (isRsgpuType(p->getType())) // handles and views do not vary
      continue;
    for (const Divergence &d : divergences(def, ctx, *this, p).found)
      if (d.kind == kind) {
        result[i] = true;
        break;
      }
  }
  return control[key] = result;
}

} // namespace

void checkDivergentSync(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  SyncKinds kinds(c.ctx);
  FnSyncs syncs = divergences(c.fn, c.ctx, kinds, nullptr);
  for (const Divergence &d : syncs.found) {
    const CallExpr *call = d.call;
    SyncKind kind = d.kind;
    std::vector<NoteSpec> notes;
    std::string what;
    if (const FunctionDecl *fd = call->getDirectCallee())
      what = fd->getNameAsString();
    if (d.throughArgument)
      notes.push_back({"`" + what + "` synchronises under a condition on this "
                       "argument, which differs between " +
                           (kind == SyncKind::Block ? "threads of a block"
                                                    : "lanes of a warp"),
                       d.cond->getBeginLoc()});
    else
      notes.push_back({kind == SyncKind::Block
                           ? "whether it runs depends on this condition, "
                             "which differs between threads of a block"
                           : "whether it runs depends on this condition, "
                             "which differs between lanes of a warp",
                       d.cond ? d.cond->getBeginLoc() : SourceLocation()});
    if (d.taint.origin.isValid())
      notes.push_back({d.throughArgument
                           ? "the argument varies because of this value"
                           : "the condition varies because of this value",
                       d.taint.origin});
    if (const CallExpr *in = syncs.inner.lookup(call))
      notes.push_back({"`" + what + "` synchronises: it reaches this",
                       in->getExprLoc()});
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
