//===- BarrierGroups.h - one barrier duplicated into branch arms -*- C++ -*-===//
//
// rustc's optimised MIR copies the code after a join into the arms of the
// branch before it: `if t < 128 { s.set(t, ..) } sync_threads(); ..` comes
// out as `if t < 128 { s.set(t, ..); sync_threads(); .. } else {
// sync_threads(); .. }`. Each copy lies under the thread-dependent branch,
// yet every thread reaches exactly one of them. Such copies form a *group*
// that acts as one barrier, when this is proven from the CFG (never from
// source spans): for every thread-dependent branch whose region (the blocks
// before its immediate post-dominator, ThreadValues) holds one of them,
// every path from the branch out of that region passes the same number k
// of block barriers and nothing else that synchronises, and each copy is
// the i-th barrier of every path through it (a consequence of the equal
// counts, checked as well). The copies at position i are one group. Then
// every thread that reaches the branch arrives exactly once at each group,
// in order, before the region ends, and the phases between the groups are
// the same for every thread. k > 1: rustc's O3 threads a repeated `t < 128`
// test across the barriers of guarded phases (`if t < 128 { s[t] = .. }
// sync_threads(); let v = if t < 128 { .. } else { .. }; sync_threads();`),
// so each path from the first test passes two or three copies.
//
// Warp barriers (`sync_warp()`, `sync_warp_mask(m)` with one mask operand)
// copied the same way form groups of their own kind: `__syncwarp` lets the
// lanes of a warp arrive at different instructions (sm_70 and later), and
// the emulator's warp sync accepts any call site.
//
// The emitter writes each member with the first member's site, so the
// emulator's synccheck sees one barrier; on CUDA every `__syncthreads()` is
// `bar.sync 0`, whose arrivals count per barrier, not per instruction
// (sm_70 and later, divergent arrival allowed).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_BARRIERGROUPS_H
#define RSGPU_ANALYSIS_BARRIERGROUPS_H

#include "analysis/ThreadValues.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::analysis {

/// The crate's functions that synchronise the block, directly or through
/// calls: `any` (a barrier somewhere in them) and `barrier` (every path
/// from the entry to a return passes a block barrier: a call ends the
/// caller's barrier phase; a device function cannot reach the kernel's
/// shared arrays, RG0222). BarrierUniformity checks their call sites as
/// barriers (RG0210 under a thread-dependent branch).
struct SyncFunctions {
  std::set<std::string> any, barrier;
  /// Device functions that synchronise through warp collectives alone
  /// (no block or cluster barrier), every one of which (and every call to
  /// another such function) lies outside every block divergent with the
  /// function's parameters thread-dependent: every thread that runs the
  /// function runs the same sequence of collectives, whatever its
  /// arguments (BarrierUniformity.cpp warpFixedFunctions; empty until it
  /// fills them).
  std::set<std::string> warpFixed;
};
SyncFunctions syncFunctions(const ir::Module &m);
/// The closures a core call (an Intrinsic) is handed: their functions
/// (BarrierUniformity.cpp; a closure core calls synchronises at the call).
std::set<std::string> closuresCalled(const ir::Module &m, const ir::Inst &in);

class BarrierGroups {
public:
  /// Barrier instructions and a call to a function every return path of
  /// which passes a barrier (`sync.barrier`: its own barriers are checked
  /// with its parameters thread-dependent, so every call passes the same
  /// ones) are members; the members of one group are all of one kind (the
  /// intrinsic, or calls to one function). Any other call to a function of
  /// `sync.any` in a region: no group there.
  /// `warpCalls` (a kernel's warp-level values, Level::Warp): calls to a
  /// `sync.warpFixed` function are members too, one kind per callee (rustc's
  /// O3 copies `let s = warp_scan(if t < 4 { a } else { 0 }, lane)` into
  /// both arms of `t < 4`): each lane runs the callee's one sequence of
  /// collectives at the group, and the emitted function gives them one
  /// site each (shfl.sync, like __syncwarp, matches lanes at different
  /// instructions on sm_70 and later).
  BarrierGroups(const ThreadValues &tv, const SyncFunctions &sync,
                bool warpCalls = false);

  /// Whether `barrier`, in a divergent block, is one copy of a group.
  bool merged(const ir::Inst *barrier) const { return rep.count(barrier); }
  /// The group's first member (in block order); `barrier` when not merged.
  const ir::Inst *representative(const ir::Inst *barrier) const;
  /// The groups (two or more members each).
  std::vector<std::vector<const ir::Inst *>> groups() const;

private:
  ir::InstMap<const ir::Inst *> rep;
};

} // namespace rsgpu::analysis

#endif
