//===- ThreadValues.h - how values vary across GPU threads ----*- C++ -*-===//
//
// The shared abstract interpretation under rsgpu-gen's safety analyses. For
// every local of a kernel it computes, flow-insensitively (a join over all
// assignments, iterated to a fixpoint), how its value varies across the
// threads of a launch and over time:
//
//   Invariant    the same for every thread at every time (constants, kernel
//                parameters, block_dim, grid_dim, single-assignment arithmetic)
//   GridUniform  the same for every thread of the grid (so of every cluster)
//                at one program point (loop counters over invariant bounds,
//                locals assigned invariants where every block runs alike)
//   BlockUniform the same for every thread of a block at one program point
//                (block_idx, cluster_rank, loop counters over uniform bounds)
//   Injective    an injective function of the thread id `thread_idx.x`,
//                `gid = block_idx.x * block_dim.x + thread_idx.x` or
//                `block_idx.x * C + thread_idx.x`, possibly plus multiples of
//                the grid size (grid-stride loop variable, gid only)
//   Varying      anything else (memory loads, divergent assignments, ...)
//
// It also computes the divergent blocks: blocks control-dependent on a
// branch whose condition is not block-uniform, and the cluster-divergent
// blocks: control-dependent on a branch whose condition is not grid-uniform
// (the blocks of a cluster may disagree on whether they run them: S10).
//
// At the warp level (a kernel's instance built with `Level::Warp`), "block"
// reads "warp" throughout: a branch whose condition is the same in every
// lane of a warp of a 1-D block (ThreadWarps.cpp: `t < 32`, `t / 32 == w`)
// diverges no block, so values assigned under it stay uniform (the same in
// every lane of a warp), and divergence() names the blocks some lanes of a
// warp may skip: where a warp collective is reached by whole warps or not.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_THREADVALUES_H
#define RSGPU_ANALYSIS_THREADVALUES_H

#include "ir/IR.h"
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace rsgpu::analysis {

struct AbsVal {
  enum Kind {
    Bottom,
    Invariant,
    GridUniform,
    BlockUniform,
    Injective,
    Varying
  };
  /// Recognised building blocks of the global id.
  enum Tag {
    None,
    BlockIdxX,
    BlockDimX,
    GridDimX,
    BlockBase,
    GridSize,
    BlockTimesConst,
    /// The grid size as core's inlined `StepBy::next` reads it (O3:
    /// `step_minus_one + 1` of a grid-stride `StepBy`): its sum with the
    /// start may wrap only past the last item, which `next` never yields.
    StepByGridSize
  };
  /// Tid: thread_idx.x; Gid: the global id; BlockConst: block_idx.x * C +
  /// thread_idx.x for a constant C (needs blocks of at most C threads).
  enum Base { Tid, Gid, BlockConst };
  Kind kind = Bottom;
  Tag tag = None;
  Base base = Tid;
  /// Injective: the value is base + (invariant offset) (no scaling applied),
  /// the only form a grid-stride step keeps injective.
  bool shiftOnly = false;
  /// Injective: plus k * grid size for some k >= 0 (grid-stride loop).
  bool gridStride = false;
  /// Injective: distinct threads are known to differ in the low `dbits`
  /// bits of the value (its residue mod 2^dbits is injective). The ids are
  /// below 2^32 (launch obligations), so they start at 32; a multiplication
  /// by 2^k * odd moves them up and is refused when dbits + k exceeds the
  /// width the MIR computes in (the product would wrap onto another
  /// thread's value); a truncation keeps them only when they fit.
  unsigned dbits = 32;
  /// Injective: no wrap happened on the way from the id (every step was
  /// overflow-checked, unchecked or a widening), so the value equals the
  /// mathematical one; a grid-stride step below 64 bits needs it.
  bool exact = true;
  /// Canonical text of the function: equal text, equal function (the text
  /// names the operations with their widths and the invariants exactly).
  std::string fn;

  static AbsVal invariant(std::string fn = "", Tag tag = None) {
    AbsVal v;
    v.kind = Invariant;
    v.fn = std::move(fn);
    v.tag = tag;
    return v;
  }
  static AbsVal uniform(Tag tag = None) {
    AbsVal v;
    v.kind = BlockUniform;
    v.tag = tag;
    return v;
  }
  /// The same for every thread of the grid at one program point.
  static AbsVal grid(Tag tag = None) {
    AbsVal v;
    v.kind = GridUniform;
    v.tag = tag;
    return v;
  }
  static AbsVal varying() {
    AbsVal v;
    v.kind = Varying;
    return v;
  }
  bool operator==(const AbsVal &o) const {
    return kind == o.kind && tag == o.tag && base == o.base &&
           shiftOnly == o.shiftOnly && gridStride == o.gridStride &&
           dbits == o.dbits && exact == o.exact && fn == o.fn;
  }
  /// Same for all threads of a block at one program point.
  bool isBlockUniform() const {
    return kind == Invariant || kind == GridUniform || kind == BlockUniform;
  }
  /// Same for all threads of the grid (every block of a cluster) at one
  /// program point.
  bool isGridUniform() const {
    return kind == Invariant || kind == GridUniform;
  }
  std::string str() const;
};

AbsVal join(const AbsVal &a, const AbsVal &b);

/// Why a block is divergent: the branch that makes it so.
struct Divergence {
  unsigned branchBlock = 0;
  ir::Loc loc;
  std::string condition; ///< the condition in user variable names
};

/// What a device function of the module returns, for its callers
/// (ThreadCalls.cpp): a call is otherwise a thread-dependent value.
struct CallSummaries {
  enum Kind { Block, Grid };
  /// Uniform whatever its arguments (`fn leader() -> bool { cluster_rank()
  /// == 0 }`): its value at a call, per block (or grid).
  std::map<std::string, Kind> always;
  /// Uniform when its arguments, all scalars, are (`fn warp_of(t: u32) ->
  /// u32 { t / 32 }`): as uniform as they, at most this.
  std::map<std::string, Kind> withArgs;
  static CallSummaries of(const ir::Module &m);
};

class ThreadValues {
public:
  /// What "uniform" means: the same in every thread of a block, or (kernels
  /// only, with 1-D blocks) in every lane of a warp.
  enum class Level { Block, Warp };
  /// `argsVarying`: treat parameters as thread-dependent (device functions,
  /// whose callers are not known here).
  explicit ThreadValues(const ir::Function &f, bool argsVarying = false);
  /// `statics`: the module's const arrays, whose elements a read at a
  /// constant index is (`K[1]` of `const K: [usize; 2] = [0, 1]`).
  /// `items`: fixed values of item locals (ArrayItems.h: one item of a
  /// `for x in [a, b]` loop at a time).
  ThreadValues(const ir::Function &f, bool argsVarying,
               const std::vector<ir::StaticDef> *statics,
               std::map<unsigned, AbsVal> items = {},
               Level level = Level::Block,
               const CallSummaries *calls = nullptr);

  const AbsVal &value(unsigned local) const { return vals[local]; }
  AbsVal valueOf(const ir::Value &v) const;
  /// nullptr when every thread of a block that reaches the function's entry
  /// also reaches `block`.
  const Divergence *divergence(unsigned block) const;
  /// Level::Warp: some value was taken as uniform because of how it
  /// depends on thread_idx_x (ThreadWarps.cpp), which holds in 1-D blocks
  /// only (a vote's result needs no launch shape).
  bool usesWarpShape() const { return warpShape; }
  /// nullptr when every block of the grid whose threads reach the function's
  /// entry also reaches `block` (its controlling branches are grid-uniform);
  /// else the branch on a value that may differ between blocks (S10).
  const Divergence *clusterDivergence(unsigned block) const;
  /// `local` in user variable names: its debug name, or the expression that
  /// defines it when it has exactly one definition.
  std::string describe(unsigned local) const;
  std::string describe(const ir::Value &v) const;
  const ir::Function &function() const { return f; }
  /// Per branch on a value that is not block-uniform: the blocks reached
  /// from it before its immediate post-dominator (where its threads may
  /// disagree on whether they run).
  const std::map<unsigned, std::set<unsigned>> &divergentRegions() const {
    return regions;
  }
  /// The blocks control may go to from `block` (edges into blocks that end
  /// in `unreachable` left out); ~0u for the function's exit.
  const std::vector<unsigned> &successors(unsigned block) const;
  /// Locals assigned exactly once (by an instruction).
  bool singleDef(unsigned local) const;
  /// The item locals of iterators over a literal array (`k` of `for k in
  /// [a, b]`, an `array::IntoIter` only `next` advances), each with the
  /// values of the elements it can take (ThreadAggregates.cpp).
  std::map<unsigned, std::vector<AbsVal>> arrayItems() const;
  /// Every local the value of `local` is computed from (through its
  /// assignments, their operands, index locals and borrowed places).
  std::set<unsigned> dependsOn(unsigned local) const;
  /// The iterator `r` when `ref` is a `&mut r` local used only by `next`
  /// (`core.range.next`, `core.iter.next`) of an `r` nothing else mutates.
  std::optional<unsigned> iteratorOfNextRef(unsigned ref) const {
    auto it = rangeRefs.find(ref);
    if (it == rangeRefs.end())
      return std::nullopt;
    return it->second;
  }
  /// The fixed item values this instance was built with.
  const std::map<unsigned, AbsVal> &fixedItems() const { return items; }

private:
  AbsVal transfer(const ir::Inst &in) const;
  AbsVal readPlace(const ir::Place &p) const;
  /// `a.checked_mul(b)`'s (`_add`, `_sub`) value when `o` holds one: Some.
  std::optional<AbsVal> someOfChecked(unsigned o) const;
  /// Canonical text of a place read as an invariant (its local and every
  /// projection), "" when an index along it is not invariant.
  std::optional<std::string> placeText(const ir::Place &p) const;
  /// A field or element of a local assigned once by an aggregate literal
  /// (a struct, tuple or array; a const array item) and never changed in
  /// place: the value that field was built from (ThreadAggregates.cpp).
  /// `(x as f64) as usize` of an integer x the float holds exactly (its
  /// width at most the mantissa's): x widened (ThreadAggregates.cpp).
  std::optional<AbsVal> floatRoundTrip(const ir::Inst &in) const;
  /// `rotate_left`, `swap_bytes`, .. of an injective id (ThreadAggregates.cpp).
  std::optional<AbsVal> bitPermutation(const ir::Inst &in,
                                       const std::vector<AbsVal> &ops,
                                       const std::string &fn) const;
  /// `*r` of `r = &l`, or of a guarded `(&a).min(&b)` (ThreadGuards.cpp).
  std::optional<AbsVal> derefOfRef(const ir::Place &p) const;
  /// `a <= b` holds wherever `at` runs: every path to it takes the true
  /// edge of `a < b`, `a <= b`, `b > a` or `b >= a` (a switch or an
  /// assert) after the last assignment of `a` and `b` (ThreadGuards.cpp).
  bool guardedLe(unsigned a, unsigned b, const ir::Inst *at) const;
  /// `a < len` (or `a <= len`) holds wherever `at` runs for a slice length
  /// `len` (every assignment of the bound a `len` of a slice whose elements
  /// are not zero-sized: at most isize::MAX), tested after the last
  /// assignment of `a` on every path; `a` compared itself or as a copy made
  /// after its last assignment in the test's block (ThreadGuards.cpp).
  bool guardedBelowLength(unsigned a, const ir::Inst *at) const;
  /// The true edges of tests `a < b` / `a <= b` (`b > a`, `b >= a`) in a
  /// switch or an assert, the comparison in the same block, `a` read there
  /// (itself or a copy) and not assigned after, for locals `b` with
  /// `isB(b)` (`keepB`: not assigned after the comparison either).
  std::set<std::pair<unsigned, unsigned>>
  leEdges(unsigned a, const std::function<bool(unsigned)> &isB,
          bool keepB) const;
  /// Every path from the entry, and from each assignment of `locals`, to
  /// `at` takes one of the `guard` edges (and `at`'s block assigns none of
  /// them before `at`).
  bool holdsAt(const std::set<std::pair<unsigned, unsigned>> &guard,
               const std::set<unsigned> &locals, const ir::Inst *at) const;
  /// Every assignment of `l` is a slice length (`Len`, or a copy of such a
  /// local) of non-zero-sized elements.
  bool lengthLocal(unsigned l, unsigned depth = 0) const;
  /// `min`/`max` of two values (`IntMin`, `IntMax`, `core.cmp.min_ref`)
  /// that a guard decides: the operand it returns (ThreadGuards.cpp).
  std::optional<ir::Value> decidedMinMax(const ir::Inst &in) const;
  /// Locals assigned on several paths of which a thread runs at most one,
  /// once, each a whole assignment (ThreadChoices.cpp): invariant when
  /// every assignment computes an invariant where the whole grid runs it.
  std::set<unsigned> choiceLocals() const;
  /// The block holding instruction `in`.
  std::optional<unsigned> blockOf(const ir::Inst *in) const;
  std::optional<AbsVal> aggregateElem(const ir::Place &p, unsigned depth) const;
  /// A payload field of a data enum local assigned several literals: the
  /// join of their operands for that field (ThreadAggregates.cpp).
  std::optional<AbsVal> variantField(const ir::Place &p, unsigned depth) const;
  /// `len` of a slice reference held in a local (no deref on the way):
  /// nullopt for a (re)borrow of a parameter's slice, else the reference's
  /// value (its length is no more uniform than it).
  std::optional<AbsVal> refLen(const ir::Place &p) const;
  void computeDivergence();
  /// The one assignment of the local `v` reads (`inst`), `field` 0 or 1
  /// when `v` is `.0`/`.1` of its checked arithmetic; inst null if none.
  struct OneDef {
    const ir::Inst *inst = nullptr;
    int field = -1;
  };
  OneDef oneDef(const ir::Value &v) const;
  /// ThreadWarps.cpp: a non-negative integer constant (through copies,
  /// `warp_size()`); a uniform multiple of 32; thread_idx_x() with its
  /// warps kept as aligned runs of 32; the same in every lane of a warp
  /// (Level::Warp only: else uniform).
  std::optional<uint64_t> intConst(const ir::Value &v, unsigned depth) const;
  bool multipleOf32(const ir::Value &v, unsigned depth) const;
  bool warpAligned(const ir::Value &v, unsigned depth) const;
  bool warpAlignedDef(const OneDef &d, unsigned depth) const;
  /// Level::Warp: `in` computes a value the same in every lane of a warp
  /// from a warp-aligned one (`t / 32`, `t < 64`): uniform at that level.
  bool warpPattern(const ir::Inst &in) const;
  /// {local, field} -> warp-aligned; cleared each round of the fixpoint
  /// (multipleOf32 reads the values, which change until it ends).
  mutable std::map<std::pair<unsigned, int>, bool> warpMemo;
  std::string describeInst(const ir::Inst &in, unsigned depth) const;
  std::string describe(unsigned local, unsigned depth) const;
  std::string describe(const ir::Value &v, unsigned depth) const;

  const ir::Function &f;
  const std::vector<ir::StaticDef> *statics = nullptr;
  std::map<unsigned, AbsVal> items;
  mutable unsigned aggDepth = 0;
  /// Locals a field or element of is assigned, or borrowed mutably: their
  /// fields are not what their one assignment made them.
  std::set<unsigned> changedInPlace;
  /// Locals changed in place only by whole-field stores (never an element,
  /// never borrowed mutably): those stores. O3's inlined `it.next()` of a
  /// named `StepBy<Range>` local stores its start and count back.
  std::map<unsigned, std::vector<const ir::Inst *>> fieldStores;
  std::vector<AbsVal> vals;
  std::vector<std::vector<const ir::Inst *>> defs; ///< per local
  std::map<unsigned, Divergence> divergent;
  std::map<unsigned, Divergence> clusterDivergent;
  /// Level::Warp in a kernel (a device function's instances stay at the
  /// block level: its callers' launch shape is not known here).
  bool warpLevel = false;
  /// Device functions' return values (null: every call is varying).
  const CallSummaries *calls = nullptr;
  /// A warpPattern made some value uniform (never reset: conservative).
  mutable bool warpShape = false;
  std::map<unsigned, std::set<unsigned>> regions;
  std::map<unsigned, std::vector<unsigned>> succs;
  /// `&mut r` locals whose only use is `core.range.next(&mut r)` for a
  /// range `r` nothing else mutates: the iterator's state advances the same
  /// in every thread that runs the call.
  std::map<unsigned, unsigned> rangeRefs; ///< the `&mut r` local -> r
  /// `r -> l` for `r = &mut l` used only by whole stores `*r = v` and reads
  /// of `*r`: the stores are assignments of `l`, a read of `*r` reads `l`.
  std::map<unsigned, unsigned> refTarget;
  /// The items of the step_by iterator `r` as a grid-stride loop variable.
  std::optional<AbsVal> gridStrideStepBy(unsigned r) const;
};

} // namespace rsgpu::analysis

#endif
