//===- SharedPhases.h - S8: the phase checker's state ----------*- C++ -*-===//
//
// The pass of SharedPhases.cpp (the file comment there says what it
// proves), split along one seam: SharedPhases.cpp finds the arrays, their
// handles and accesses and runs the phase flow; SharedPairs.cpp decides
// whether two accesses of one phase can meet (the pair rules) and which
// accesses run side by side. Internal to rsgpu-gen's analyses.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_SHAREDPHASES_H
#define RSGPU_ANALYSIS_SHAREDPHASES_H

#include "analysis/Analyses.h"
#include "analysis/BarrierGroups.h"
#include "analysis/HandleFlow.h"
#include "analysis/Index2D.h"
#include "analysis/SharedBanks.h"
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::analysis::shared_phases {

struct Access {
  unsigned array = 0;  ///< an array it may touch (for messages)
  unsigned handle = 0; ///< the local the access goes through
  /// The arrays it may touch, and per handle binding at the start of its
  /// barrier phase, those it may touch then (HandleFlow).
  std::set<unsigned> arrays;
  std::map<HandleFlow::Binding, std::set<unsigned>> byStart;
  bool write = false;
  /// "inj:<base>:<fn>" for injective indices, "row:<base>:<fn>" for a row
  /// loop over the slots [f(t), f(t) + E) of an injective f (rowLoop), else ""
  std::string key;
  std::string text; ///< the index in user variable names
  AbsVal::Base base = AbsVal::Tid;
  bool exactTid = false;         ///< the index is thread_idx_x() itself
  std::set<unsigned> guardS;     ///< each `s`: reached only under `t < s`
  std::optional<unsigned> plusS; ///< the index is `t + s`
  std::set<uint64_t> guardC; ///< each constant C: reached only under `t < C`
  std::optional<uint64_t> plusC; ///< the index is `t + C`, C a constant (0: t)
  /// Reached only where `t % (2 * k) == 0`: k (interleaved reduction).
  std::optional<unsigned> modK;
  std::optional<unsigned> plusAny; ///< the index is `t + k`, 64 bits
  std::set<unsigned> guardY;       ///< each `h`: reached only under `ty < h`
  /// The index is `tx + (ty + h) * C`: (C, h).
  std::optional<std::pair<uint64_t, unsigned>> rowPlus;
  uint64_t tileC = 0; ///< `ty * C + tx` tile index: C
  uint64_t tileT = 0; ///< `tx * C + ty` (transposed): C
  /// `(ty + k) * C + tx`, k stepped by S (Index2D::tileStepRow): C, S.
  uint64_t stepC = 0, stepS = 0;
  std::optional<Banked> bank; ///< `B * N + e`: a ping-pong bank
  /// A constant slot written or read only under `thread_idx_x() == 0`.
  std::optional<uint64_t> leaderSlot;
  std::optional<uint64_t> tidK; ///< the index is `thread_idx_x() + k`
  /// `thread_idx_x() / 32` under `lane_id() == L`: L.
  std::optional<uint64_t> warpLane;
  /// A slot of the thread's own warp (Index2D::warpSlot, 1-D blocks).
  bool warpSlot = false;
  /// One of a pair of slots only this thread touches (Index2D::pairSlot:
  /// the bitonic `t ^ j` under `t ^ j > t`, Blelloch's `c * (2t + a) - 1`).
  std::optional<Index2D::PairSlot> pair;
};

class PhaseChecker {
public:
  PhaseChecker(const ir::Function &f, DiagEngine &diags, KernelFacts &facts,
               const SyncFunctions &sync)
      : f(f), tv(f), patterns(f, tv), diags(diags), facts(facts), sync(sync) {}

  bool run() {
    findArrays();
    if (arr.empty())
      return true;
    checkEscapes();
    groups.emplace(tv, sync);
    followHandles();
    collectAccesses();
    ir::InstSet banked;
    for (auto &[i, a] : acc)
      if (a.bank)
        banked.insert(i);
    if (!banked.empty())
      rel.emplace(f, banked);
    warpFlow();
    flow();
    return ok;
  }

private:
  /// The array in the user's words: a named local bound to it (`let (a,
  /// b) = (shared_array(), ..)` names `a`), else its definition.
  std::string arrayName(unsigned array) const;

  bool isArray(const ir::Value &v) const;

  void findArrays();

  /// A tuple local built once from shared arrays (`(shared_array(),
  /// shared_array())`) and read only by copies of its fields into locals:
  /// each field names its array. Any other use of the tuple leaves it
  /// untracked (then the arrays in it are RG0222).
  void findTuples();

  std::optional<unsigned> tupleField(const ir::Value &v) const;

  void checkEscapes();

  bool isAtomicArray(unsigned array) const;

  void escape(ir::Loc loc, unsigned local, const std::string &what);

  /// Which array each handle names at each point (HandleFlow), and which
  /// handle locals are one value for the whole block: every assignment of
  /// them is reached by every thread (no thread-dependent branch over it)
  /// and copies or borrows such a local (or declares an array). Their
  /// bindings at a barrier are the same in every thread.
  void followHandles();

  /// The bindings of the block-uniform handles in `b`.
  HandleFlow::Binding uniformPart(const HandleFlow::Binding &b) const;

  void collectAccesses();

  /// A block barrier, or a call to a function every return path of which
  /// passes one (SyncFunctions::barrier).
  bool isBarrier(const ir::Inst &in) const;

  /// Forward may-analysis: the accesses that can run since the last barrier.
  void flow();

  /// Per thread-dependent branch, the accesses reached from its
  /// successors before any barrier (`warp`: block or warp barrier).
  std::vector<ir::InstSet> sideBySide(bool warp = false) const;
  /// The accesses reached from `from` (block id, first instruction) before
  /// a barrier; with `within`, only in those blocks.
  ir::InstSet
  reachedBeforeBarrier(std::vector<std::pair<unsigned, size_t>> from,
                       bool warp = false,
                       const std::set<unsigned> *within = nullptr) const;

  /// WarpPhases.cpp: a full-warp barrier (`sync_warp()`,
  /// `sync_warp_mask(0xffff_ffff)`) or a block barrier.
  bool isWarpBarrier(const ir::Inst &in) const;
  /// WarpPhases.cpp: the pairs of accesses two lanes of one warp can run
  /// with no full-warp barrier between them (`sameWarpPhase`).
  void warpFlow();
  /// Two warp slots outside one warp phase: ordered for the lanes of a
  /// warp, and no other warp touches those slots.
  bool warpPair(const ir::Inst &x, const ir::Inst &y);

  /// The bank variables an access's bank operand equals where it runs:
  /// uniform, not assigned in a phase after any shared access (one value
  /// per phase), with constants small enough that `B * N + e` cannot wrap.
  std::vector<unsigned> bankRoots(const Access &c,
                                  const CopyRelations::State &s) const;

  /// Ping-pong banks: `B1 * N + e1` and `B2 * N + e2` (e < N) with B1 != B2
  /// in the phase are disjoint; with B1 == B2 they meet only where the
  /// offsets do (the same injective function: each thread its own slot).
  bool bankPair(const ir::Inst &x, const ir::Inst &y);

  /// A constant slot `c` accessed only by thread 0 of the block (1-D
  /// blocks: the obligation of every S8 proof without a tile) against
  /// another such access (the same thread, in program order) or an access
  /// at `thread_idx_x() + k`: disjoint when c < k, or when c > k and the
  /// block has at most c - k threads (launch obligation).
  bool leaderPair(const Access &l, const Access &o);

  /// Pair slots (SharedSlots.cpp): two accesses of one xor guard (same
  /// orientation), or two odd/even slots of one root `c` in an array of at
  /// most 2^53 elements; the root one value for the phase (pairStable).
  bool pairSlots(const Access &a, const Access &b,
                 const std::set<unsigned> &arrays) const;

  unsigned blockOf(const ir::Inst *i) const;

  /// The arrays accesses `a` and `b` of one barrier phase may both touch.
  /// Every thread starts a phase with the same bindings of the uniform
  /// handles: only what each may touch from one common start binding can
  /// meet (a swap of two handles after the barrier keeps them apart).
  std::set<unsigned> sameArrays(const Access &a, const Access &b) const;

  /// Whether accesses `x` (this thread) and `y` (another) of one phase can
  /// meet at a slot where one of them writes; reports when they can.
  bool compatible(const ir::Inst &x, const ir::Inst &y);

  const ir::Function &f;
  ThreadValues tv;
  Index2D patterns;
  DiagEngine &diags;
  KernelFacts &facts;
  const SyncFunctions &sync;
  std::optional<BarrierGroups> groups;
  std::set<unsigned> unstable; ///< guard bounds not fixed per phase
  /// Roots of pair slots assigned where an access of the phase may have
  /// run before and another may run after, before the next barrier: two
  /// threads of the phase may use two values.
  std::set<unsigned> pairUnstable;
  ir::InstSet pairProved; ///< writes proved by the pair-slot rule
  /// Locals assigned after a shared access within a phase.
  std::set<unsigned> assignedInPhase;
  ir::InstSet bankProved;   ///< writes proved by banks
  ir::InstSet leaderProved; ///< by the leader-slot rule
  ir::InstSet warpProved;   ///< by the warp-phase rule
  std::set<std::pair<const ir::Inst *, const ir::Inst *>> sameWarpPhase;
  std::optional<CopyRelations> rel;
  /// Writes proved by the tree rule, and the bound `s` of the proof.
  ir::InstMap<std::string> tree; ///< the bound, described
  /// writes proved by the interleaved rule
  ir::InstSet interleaved;
  /// Writes proved by the row tree, and the bound `h` of the proof.
  ir::InstMap<unsigned> rowTree;
  /// local -> the shared array its first binding names (escapes, names;
  /// accesses use `handles`)
  std::map<unsigned, unsigned> arr;
  std::optional<HandleFlow> handles;
  /// Handle locals that may differ between the threads of a block.
  std::set<unsigned> nonUniform;
  /// tuple local -> its construction, for tuples of shared arrays followed
  /// field by field
  std::map<unsigned, const ir::Inst *> tuples;
  ir::InstMap<Access> acc;
  bool ok = true;
};

} // namespace rsgpu::analysis::shared_phases

#endif
