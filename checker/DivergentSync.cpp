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
#include "SyncTaint.h"

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

/// The synchronisation of a call: the library's barriers and collectives
/// (syncKind), and calls to the program's own helpers whose bodies reach one
/// (transitively): a helper that reaches a block barrier is a block barrier
/// at its call site, as rsgpu-gen's SyncFunctions treat a Rust helper.
class SyncKinds {
public:
  explicit SyncKinds(ASTContext &ctx) : ctx(ctx), sums(ctx) {}
  /// The parameters of helper `def` (bit i: parameter i) whose value, when
  /// it differs between threads, makes one of its `kind` synchronisations
  /// reached by part of the block (warp): `if (c) b.sync();`.
  std::vector<bool> controlling(const FunctionDecl *def, SyncKind kind);
  Summaries &summaries() { return sums; }

  struct Kind {
    SyncKind kind = SyncKind::None;
    const CallExpr *inner = nullptr; ///< the barrier a helper reaches
    /// An indirect call: a function it may call that synchronises.
    const FunctionDecl *target = nullptr;
  };
  Kind of(const CallExpr *call) {
    if (SyncKind k = syncKind(call); k != SyncKind::None)
      return {k, nullptr};
    if (!call->getDirectCallee() &&
        !isa_and_nonnull<FunctionDecl>(call->getCalleeDecl()) &&
        !isa<CXXPseudoDestructorExpr>(call->getCallee()->IgnoreParens()))
      return indirect(); // through a pointer, `std::function`'s insides
    const FunctionDecl *def = helperCallee(call);
    Kind k = def ? ofFunction(def) : Kind{};
    if (const CXXMethodDecl *md = virtualCallee(call))
      for (const FunctionDecl *o : overriders(md)) {
        Kind ko = ofFunction(o);
        if (ko.kind != SyncKind::None &&
            (k.kind == SyncKind::None ||
             (k.kind == SyncKind::Warp && ko.kind == SyncKind::Block)))
          k = {ko.kind, ko.inner, o};
      }
    return k;
  }
  /// The method `call` dispatches dynamically, or null.
  static const CXXMethodDecl *virtualCallee(const CallExpr *call) {
    const auto *mc = dyn_cast<CXXMemberCallExpr>(call);
    const CXXMethodDecl *md = mc ? mc->getMethodDecl() : nullptr;
    const auto *me =
        mc ? dyn_cast<MemberExpr>(mc->getCallee()->IgnoreParens()) : nullptr;
    return md && md->isVirtual() && me && !me->hasQualifier() ? md : nullptr;
  }

private:
  Kind ofFunction(const FunctionDecl *def) {
    if (auto it = memo.find(def); it != memo.end())
      return it->second;
    memo[def] = {}; // recursion: what is found so far
    Scan scan(*this);
    scan.TraverseStmt(def->getBody());
    return memo[def] = scan.found;
  }
  Kind indirect();
  /// The program's methods with a body that override `md`.
  std::vector<const FunctionDecl *> overriders(const CXXMethodDecl *md);

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
  Summaries sums;
  DenseMap<const FunctionDecl *, Kind> memo;
  std::optional<Kind> indirectKind;
  std::optional<std::vector<const CXXMethodDecl *>> overriding;
  std::map<std::pair<const FunctionDecl *, SyncKind>, std::vector<bool>> control;
};

/// The program's functions an indirect call may reach: those whose address
/// is taken (named other than as a direct call's callee) and lambdas turned
/// into a function pointer or wrapped in an object (`std::function`).
class AddressTaken : public RecursiveASTVisitor<AddressTaken> {
public:
  bool VisitCallExpr(CallExpr *call) {
    if (const auto *dre =
            dyn_cast<DeclRefExpr>(call->getCallee()->IgnoreParenImpCasts()))
      callees.insert(dre);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *dre) {
    if (!callees.count(dre))
      if (const auto *fd = dyn_cast<FunctionDecl>(dre->getDecl()))
        add(fd);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
    const CXXRecordDecl *cls = ce->getConstructor()->getParent();
    if (cls->isLambda() || inRsgpu(cls, true))
      return true;
    for (const Expr *a : ce->arguments())
      lambdaIn(a->getType());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *ic) {
    if (ic->getCastKind() == CK_UserDefinedConversion)
      lambdaIn(ic->getSubExpr()->getType());
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *mc) {
    if (isa_and_nonnull<CXXConversionDecl>(mc->getMethodDecl()))
      lambdaIn(mc->getImplicitObjectArgument()->getType());
    return true;
  }
  std::vector<const FunctionDecl *> found;

private:
  void lambdaIn(QualType t) {
    if (const auto *rd = t.getNonReferenceType()->getAsCXXRecordDecl();
        rd && rd->isLambda())
      if (const CXXMethodDecl *op = rd->getLambdaCallOperator())
        add(op);
  }
  void add(const FunctionDecl *fd) {
    const FunctionDecl *def = nullptr;
    if (!fd->hasBody(def) || !def || inRsgpu(def, true) ||
        def->isInStdNamespace() || !seen.insert(def).second)
      return;
    found.push_back(def);
  }
  DenseSet<const DeclRefExpr *> callees;
  DenseSet<const FunctionDecl *> seen;
};

/// The methods with a body that override another.
struct Overriding : RecursiveASTVisitor<Overriding> {
  bool VisitCXXMethodDecl(CXXMethodDecl *md) {
    const FunctionDecl *def = nullptr;
    if (md->size_overridden_methods() && md->hasBody(def) && def == md)
      found.push_back(md);
    return true;
  }
  std::vector<const CXXMethodDecl *> found;
};

std::vector<const FunctionDecl *>
SyncKinds::overriders(const CXXMethodDecl *md) {
  if (!overriding) {
    Overriding o;
    o.TraverseDecl(ctx.getTranslationUnitDecl());
    overriding = std::move(o.found);
  }
  std::vector<const FunctionDecl *> out;
  const CXXMethodDecl *base = md->getCanonicalDecl();
  for (const CXXMethodDecl *o : *overriding) {
    SmallVector<const CXXMethodDecl *, 4> work{o};
    DenseSet<const CXXMethodDecl *> seen;
    bool hit = false;
    while (!work.empty() && !hit) {
      const CXXMethodDecl *x = work.pop_back_val();
      for (const CXXMethodDecl *up : x->overridden_methods())
        if (up->getCanonicalDecl() == base)
          hit = true;
        else if (seen.insert(up).second)
          work.push_back(up);
    }
    if (hit)
      out.push_back(o);
  }
  return out;
}

SyncKinds::Kind SyncKinds::indirect() {
  if (indirectKind)
    return *indirectKind;
  indirectKind = Kind{};
  AddressTaken at;
  at.TraverseDecl(ctx.getTranslationUnitDecl());
  Kind best;
  for (const FunctionDecl *fd : at.found) {
    Kind k = ofFunction(fd);
    if (k.kind == SyncKind::None ||
        (best.kind == SyncKind::Block && k.kind == SyncKind::Warp) ||
        best.kind == k.kind)
      continue;
    best = {k.kind, k.inner, fd};
  }
  return *indirectKind = best;
}

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
    if (k.target)
      targets[call] = k.target;
    return true;
  }
  std::vector<std::pair<const CallExpr *, SyncKind>> calls;
  DenseMap<const CallExpr *, const CallExpr *> inner;
  DenseMap<const CallExpr *, const FunctionDecl *> targets;

private:
  SyncKinds &kinds;
};

/// What makes two barriers one: the site a barrier names explicitly —
/// `b.sync("k.mir", 439u)`, `w.sync("k.mir", 439u)` or `w.sync_lanes(m,
/// "k.mir", 439u)` with the site's arguments literals, and for
/// `sync_lanes` one mask (a constant, or one variable) —, or the helper a
/// call reaches with the arguments its barriers depend on
/// (SyncKinds::controlling): each the same constant or the same variable,
/// uniform (defaults included; a call of `sync_if(b, true)` and one of
/// `sync_if(b, false)` are not one barrier); empty otherwise (a default site
/// argument included).
/// rsgpu-gen writes each copy of one barrier rustc duplicated into the arms
/// of a branch with its first copy's site, so the emulator sees one barrier.
std::string barrierKey(const CallExpr *call, const ASTContext &ctx,
                       SyncKinds &kinds, SyncKind kind, TaintAnalysis &taint) {
  if (SyncKinds::virtualCallee(call))
    return {}; // which override runs depends on the object
  if (const FunctionDecl *helper = helperCallee(call)) {
    // Calls of one helper pass the same barriers (its own sites) when what
    // decides which of them it passes is the same.
    std::string key = "call:" + std::to_string(reinterpret_cast<std::uintptr_t>(
                                    helper->getCanonicalDecl()));
    std::vector<bool> ctl = kinds.controlling(helper, kind);
    unsigned off = isa<CXXOperatorCallExpr>(call) &&
                           isa<CXXMethodDecl>(helper) &&
                           !cast<CXXMethodDecl>(helper)->isStatic()
                       ? 1
                       : 0;
    unsigned bit = kind == SyncKind::Block ? InBlock : InWarp;
    for (unsigned i = 0; i < ctl.size(); ++i) {
      if (!ctl[i])
        continue;
      if (i + off >= call->getNumArgs())
        return {};
      const Expr *arg = call->getArg(i + off);
      if (taint.of(arg).mask & bit)
        return {};
      if (const auto *da = dyn_cast<CXXDefaultArgExpr>(arg))
        arg = da->getExpr();
      arg = arg->IgnoreParenImpCasts();
      if (arg->isValueDependent())
        return {};
      if (std::optional<llvm::APSInt> v = arg->getIntegerConstantExpr(ctx))
        key += "," + std::to_string(v->getExtValue());
      else if (const auto *ref = dyn_cast<DeclRefExpr>(arg))
        key += ",v" + std::to_string(reinterpret_cast<std::uintptr_t>(
                          ref->getDecl()->getCanonicalDecl()));
      else
        return {};
    }
    return key;
  }
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
                 SyncKind kind, const ASTContext &ctx, SyncKinds &kinds,
                 TaintAnalysis &taint)
      : pdt(pdt), ctx(ctx), kinds(kinds), kind(kind), taint(taint) {
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
        w.sites[base + here - i].insert(
            barrierKey(it->second[i], ctx, kinds, kind, taint));
    }
    Counts counts;
    for (unsigned c : after)
      counts.insert(c + here);
    w.done[x] = counts;
    return counts;
  }

  const PostDom &pdt;
  const ASTContext &ctx;
  SyncKinds &kinds;
  SyncKind kind;
  TaintAnalysis &taint;
  DenseMap<const CFGBlock *, std::vector<const CallExpr *>> syncs;
  DenseMap<const CFGBlock *, Region> regions;
};

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
  DenseMap<const CallExpr *, const FunctionDecl *> targets;
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
  out.targets = sinks.targets;

  std::unique_ptr<FnTaint> ft =
      analyseFunction(fn, ctx, kinds.summaries(), varying);
  if (!ft)
    return out;
  TaintAnalysis &taint = ft->taint;
  const PostDom &pdt = *ft->pdt;
  const auto &branches = ft->branches;
  const auto &inBlock = ft->inBlock, &inWarp = ft->inWarp;
  const CFGStmtMap *map = ft->map.get();

  JoinedBarriers joinedBlock(pdt, *map, sinks.calls, SyncKind::Block, ctx,
                             kinds, taint);
  JoinedBarriers joinedWarp(pdt, *map, sinks.calls, SyncKind::Warp, ctx, kinds,
                            taint);
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
    const FunctionDecl *target = syncs.targets.lookup(call);
    if (const FunctionDecl *fd = call->getDirectCallee())
      what = fd->getNameAsString();
    else if (const auto *dre = dyn_cast<DeclRefExpr>(
                 call->getCallee()->IgnoreParenImpCasts()))
      what = dre->getDecl()->getNameAsString();
    else if (const auto *me = dyn_cast<MemberExpr>(
                 call->getCallee()->IgnoreParenImpCasts()))
      what = me->getMemberDecl()->getNameAsString();
    else
      what = "indirect call";
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
    if (target)
      notes.push_back(
          {"`" + what +
               "` is an indirect call (through a pointer, `std::function` or "
               "a virtual method): it may call this function, which "
               "synchronises",
           target->getLocation()});
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
