//===- Index2D.h - S5 proofs for 2-D row-major indices --------*- C++ -*-===//
//
// `c[row * w + col]` with `row = block_idx_y * block_dim_y + thread_idx_y`,
// `col = block_idx_x * block_dim_x + thread_idx_x` and `w` a kernel
// parameter, where the access is reached only through `col < w`: then
// (row, col) -> row * w + col is injective (the launch check rules out 3-D
// launches and wrap-around; see docs/generator/analyses.md). Also the
// "leader" guard `if thread_idx_x() == 0 { .. }` of one-write-per-block.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_INDEX2D_H
#define RSGPU_ANALYSIS_INDEX2D_H

#include "analysis/ThreadValues.h"
#include "ir/Cfg.h"
#include "ir/IR.h"
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::analysis {

/// `block_idx.B * k + thread_idx.T` for axes B, T in {x, y}: k is
/// block_dim.B (exact; then T == B) or a constant C (then block_dim.T <= C).
struct AxisId {
  char blockAxis = 0, threadAxis = 0;
  uint64_t c = 0; ///< 0: block_dim.B
  /// Strided rows (StepRows.cpp): `block_idx.B * C + thread_idx.T + k`, k
  /// an item of `(lo..hi).step_by(step)` with `step - 1 + k < C` for every
  /// item; then block_dim.T <= step (0: no k).
  uint64_t step = 0, lo = 0;
  bool operator==(const AxisId &o) const {
    return blockAxis == o.blockAxis && threadAxis == o.threadAxis && c == o.c &&
           step == o.step && lo == o.lo;
  }
};

/// A proven row-major index `row * w + col` (col < w).
struct RowMajor {
  unsigned width = 0; ///< the parameter w
  /// >= 0: w is this integer field of the struct parameter `width` (a
  /// `gpu_struct!`), which the launch check cannot read: proven only when
  /// `row * w` and `+ col` are overflow-checked (`checked`), so a wrap
  /// panics instead of reaching another thread's element.
  int field = -1;
  bool checked = false;         ///< `row * w` and `+ col` are overflow-checked
  uint64_t maxBlockDim[2] = {}; ///< x, y: block_dim bounds (0: none)
  /// A strided row `block_idx * C + thread_idx + k` (AxisId::step): C, the
  /// multiplier, larger than the block bound: the launch bounds the ids by
  /// grid * C (fits_2d's `ids_k`). 0: none.
  uint64_t idsK = 0;
  /// The ids in the row and column roles (axes, multipliers, a strided
  /// row's step and start mod step): accesses of one parameter agree only
  /// when it is the same function (`out[row * w + col]` and `out[col * w +
  /// row]`, each guarded, are two functions that meet).
  std::string fnKey;
  /// The narrowest width `row * w` and `+ col` are computed in: the launch
  /// must keep rows * w below 2^bits, or the index wraps onto another
  /// thread's element.
  unsigned bits = 64;
};

/// A banked shared index (SharedBanks.cpp): `B * N + e`, or
/// `(B * N + e) - d` under `e >= d`, with `e < N` on every path to the
/// access, so the slot lies in bank B's `[B * N, B * N + N)` (no wrap:
/// SharedPhases bounds B). `e` is a function of the thread id alone.
struct Banked {
  unsigned bank = 0;             ///< the local the multiplication reads
  const ir::Inst *mul = nullptr; ///< `B * N`
  uint64_t n = 0;
  unsigned bits = 64; ///< the width of `B * N + e`
  ir::Value offset;   ///< e
  bool minusD = false;
};

/// A proven 3-D row-major index `(z * h + y) * w + x` (y < h, x < w; x, y,
/// z the global ids of the three axes): distinct threads, distinct indices.
struct RowMajor3 {
  unsigned width = 0;  ///< the parameter w (x's extent)
  unsigned height = 0; ///< the parameter h (y's extent)
  /// The narrowest width the products and sums are computed in: the launch
  /// keeps ids * h * w below 2^bits (fits_3d).
  unsigned bits = 64;
  /// Which axes are x and y (either role is accepted): two accesses of one
  /// parameter agree only when the same axis is x.
  char xAxis = 0;
};

class Index2D {
public:
  Index2D(const ir::Function &f, const ThreadValues &tv);
  /// The width parameter `w` when the index local `ix`, used in block
  /// `block`, is a proven 2-D row-major index.
  std::optional<RowMajor> rowMajor(unsigned ix, unsigned block) const;
  /// `(z * h + y) * w + x` with `x < w` and `y < h` on every path to
  /// `block` (h, w scalar parameters; x and y the x/y global ids in either
  /// role, z the z one), for local `ix`.
  std::optional<RowMajor3> rowMajor3(unsigned ix, unsigned block) const;
  /// A shared tile index `thread_idx_y * C + thread_idx_x` (any order): C,
  /// injective within a block when block_dim.x <= C.
  std::optional<uint64_t> tileIndex(const ir::Value &v) const;
  /// A transposed tile index `thread_idx_x * C + thread_idx_y` (any order):
  /// C, injective within a block when block_dim.y <= C.
  std::optional<uint64_t> transposedTileIndex(const ir::Value &v) const;

  /// The items of a `(lo..hi).step_by(step)` loop (StepRows.cpp): every
  /// value the local holds is `lo + j * step < hi` exactly.
  struct StepItems {
    uint64_t lo = 0, step = 0, hi = 0;
    bool operator==(const StepItems &o) const {
      return lo == o.lo && step == o.step && hi == o.hi;
    }
    /// The largest item (lo when there is none).
    uint64_t maxItem() const {
      return hi > lo ? lo + (hi - 1 - lo) / step * step : lo;
    }
  };
  /// `local` assigned once from an item of a `(lo..hi).step_by(step)` of
  /// constants over an unsigned range: opt-level 0's `next(&mut it)` of an
  /// iterator only `next` advances, opt-level 3's inlined `StepBy::next`
  /// (a start and a count stepped together, the item read under `count >
  /// 0`).
  std::optional<StepItems> stepItems(unsigned local, int depth = 0) const;
  /// The same with the range's bounds any values (StepRows.cpp): the
  /// `core.adapt.step_by(lo..hi, step)` call, its range literal (lo =
  /// args[0], hi = args[1], the values it read) and the constant step.
  /// Every value `local` holds is `lo + j * step < hi`, exactly.
  struct StepRange {
    const ir::Inst *call = nullptr, *range = nullptr;
    uint64_t step = 0;
    /// One call: the same range and step.
    bool operator==(const StepRange &o) const { return call == o.call; }
  };
  std::optional<StepRange> stepRange(unsigned local, int depth = 0) const;
  /// A strided tile row (S8, StepRows.cpp): `(thread_idx_y() + k) * C +
  /// thread_idx_x()` (any operand order), k stepItems with step S, C at
  /// most 1024. In a block of at most C columns and S rows the slot
  /// determines the thread: tx = slot % C, ty = (slot / C - lo) mod S.
  struct TileStepRow {
    uint64_t c = 0, step = 0, lo = 0;
  };
  std::optional<TileStepRow> tileStepRow(const ir::Value &v) const;

  /// Whether every path from the entry to `block` takes the true edge of a
  /// `thread_idx_x() == 0` branch (one thread per block gets there).
  bool leaderOnly(unsigned block) const;
  /// k when `v` is `thread_idx_x() + k` for a constant k (0: the id itself)
  /// and the sum cannot wrap.
  std::optional<uint64_t> tidPlusConst(const ir::Value &v,
                                       const ir::Inst *use = nullptr) const;
  /// The value of `v` when it is a constant (through copies and sums of
  /// constants that do not wrap).
  std::optional<uint64_t> constIndex(const ir::Value &v, int depth = 0) const;
  /// Every path to `block` takes the edge where `isId(x)` equals one
  /// constant below `below` (0 by default).
  bool zeroEdges(unsigned block,
                 const std::function<bool(const ir::Value &)> &isId,
                 uint64_t below = 1, uint64_t from = 0) const;
  /// A constant, or a cast or copy of one (`WARP_SIZE as usize` at O0).
  std::optional<uint64_t> castConstant(const ir::Value &v) const;
  /// Whether every path from the entry to `block` takes the true edge of a
  /// `lane_id() == L` or `gid % 32 == L` branch, one constant L < 32 (one
  /// thread per warp gets there).
  bool laneLeaderOnly(unsigned block) const;
  /// Whether local `ix` is the global warp number `gid / 32` (or
  /// `gid >> 5`, through copies and zero extensions) of the exact global id.
  bool isWarpOfGid(unsigned ix) const;
  /// `thread_idx_x() / 32` (or `>> 5`) of the exact thread id.
  bool isWarpOfTid(const ir::Value &v) const;
  /// Every path to `block` takes the true edge of `lane_id() == 0` (the
  /// intrinsic itself: in a 1-D block, thread_idx_x() % 32).
  bool laneIdZeroOnly(unsigned block) const;
  /// The lane L < 32 when every path to `block` takes the true edge of
  /// `lane_id() == L` (one constant: one thread per warp of a 1-D block).
  std::optional<uint64_t> laneIdOnly(unsigned block) const;
  /// S8 warp phases (WarpSlots.cpp): `v` is a slot of the thread's own
  /// warp in a 1-D block, `32 * (t / 32) <= v < 32 * (t / 32) + 32` for
  /// t = thread_idx_x(): t itself, or a warp base (`t - t % 32`,
  /// `t - lane_id()`, `(t / 32) * 32`, `t & !31`) plus (or `|`) an offset
  /// below 32 (`x % 32`, `x & 31`, `lane_id()`, xor/or of such, a constant
  /// below 32), or such a slot `^` an offset below 32 (`t ^ 1`). No step
  /// wraps: a base is a multiple of 32 at most t.
  bool warpSlot(const ir::Value &v) const;
  /// Whether local `ix` is block_idx_x() (through copies and zero
  /// extensions; the value is the same wherever it is computed).
  bool isBlockIdxX(unsigned ix) const;
  /// Tree reductions: every local `s` such that every path to `block`
  /// takes a true edge of `thread_idx_x() < s` (or `s > thread_idx_x()`),
  /// evaluated after the last assignment of `s` in its block, and no
  /// assignment of `s` lies in the region those edges guard. Each `s` is
  /// decided alone: comparisons of the thread id with other bounds do not
  /// matter.
  std::set<unsigned> belowGuard(unsigned block) const;
  /// The same for constant bounds C > 0 (`if t < 128 { s[t] += s[t + 128] }`,
  /// the tree unrolled by hand): every path to `block` takes a true edge of
  /// `thread_idx_x() < C` (or `C > thread_idx_x()`).
  std::set<uint64_t> belowGuardConst(unsigned block) const;
  /// The same for `thread_idx_y() < s` (2-D tile row trees).
  std::set<unsigned> belowGuardY(unsigned block) const;
  /// (C, h) when `v` is `thread_idx_x() + (thread_idx_y() + h) * C` (either
  /// operand order; IndexTree.cpp), 0 < C <= 1024, h block-uniform, and no
  /// step wraps: overflow-checked, or h at most 2^40 on every assignment.
  std::optional<std::pair<uint64_t, unsigned>>
  tileRowPlus(const ir::Value &v) const;
  /// Interleaved reductions (IndexTree.cpp): the local `k` when every path
  /// to `block` takes the edge where `thread_idx_x() % (2 * k) == 0` (64
  /// bits, one block-uniform k).
  std::optional<unsigned> interleavedGuard(unsigned block) const;
  /// The local `k` when `v` is `thread_idx_x() + k` in 64 bits, wrapping or
  /// not (the interleaved rule's read; IndexTree.cpp says why a wrap is
  /// harmless there).
  std::optional<unsigned> tidPlusAny(const ir::Value &v) const;
  /// The local `s` when `v` is `thread_idx_x() + s` (copies of `s`), and
  /// the sum cannot wrap: overflow-checked, or `s` at most 2^(w-1) on every
  /// assignment (then t < s keeps t + s below 2^w).
  /// With `use` (the instruction reading `v`), `v` may be a reassigned
  /// local (isTid).
  std::optional<unsigned> tidPlus(const ir::Value &v,
                                  const ir::Inst *use = nullptr) const;
  /// `v` is thread_idx_x() where `use` reads it: its thread value says so
  /// (ThreadValues: every assignment), or the only definition of it that
  /// reaches `use` is, through copies and zero extensions (reachingDef:
  /// opt-level 3's destination propagation gives `let t = thread_idx_x()`
  /// and a later `let mut j = t; .. j += block_dim_x()` one local).
  bool isTidAt(const ir::Value &v, const ir::Inst *use) const {
    return isTid(v, use);
  }
  /// An upper bound of every value assigned to `local`: constants, block
  /// dimensions (at most 1024), and divisions, right shifts and remainders
  /// of bounded values or of the local itself.
  std::optional<uint64_t> upperBound(unsigned local) const;
  /// The banked form of shared index `ix`, read by `access` in `block`,
  /// when the multiplication lies on the straight-line path to the access
  /// and its bank operand is not reassigned in between (SharedBanks.cpp).
  std::optional<Banked> banked(const ir::Value &ix, unsigned block,
                               const ir::Inst *access) const;

  /// S8 pair slots (SharedSlots.cpp): an access whose index names one of
  /// a pair of slots that no other thread touches in the phase.
  ///  - Xor: `t` or `p = t ^ J` (t = thread_idx_x(), 64 bits or less), on
  ///    a straight path (unique predecessors) from the edge of a guard
  ///    `p > t` (upper) or `p < t` in the block of the xor, which computes
  ///    p there; the thread touches only {t, t ^ J}, only as the pair's
  ///    smaller (upper) or larger member.
  ///  - OddEven: `c * (2 * t + a) - 1` in 64 bits, a in {1, 2}, any flavour
  ///    (wrapping or checked), computed on a straight path to the access.
  /// `root` is J or c (through single-definition copies; none for a
  /// constant J), read at `read`; no assignment of `root` lies on the
  /// straight path `chain` from `read` to the access, whose barriers the
  /// caller checks (SharedPhases: no barrier on the chain; `root`
  /// block-uniform and one value for the phase).
  struct PairSlot {
    enum Kind { Xor, OddEven } kind = Xor;
    const ir::Inst *anchor = nullptr; ///< Xor: the xor of the guard
    std::optional<unsigned> root;     ///< J or c; none: a constant J
    const ir::Inst *read = nullptr;   ///< where `root` is read
    bool upper = true;                ///< Xor: `p > t` (else `p < t`)
    unsigned slot = 0;                ///< OddEven: a; Xor: 0 (t), 1 (p)
    /// The instructions from `read` (exclusive) to the access (exclusive)
    /// on the straight path, in order: the caller's barrier check.
    std::vector<const ir::Inst *> between;
  };
  std::optional<PairSlot> pairSlot(const ir::Value &ix,
                                   const ir::Inst *access) const;

  /// S5 rows written in a loop (`for j in 0..W { y[row * W + j] = .. }`):
  /// (`base`, E) when index `ix` is `base + j` (any operand order, any add
  /// flavour) with `base` a product `X * m` (or `X << k`) by a constant and
  /// `j` proven below the constant E <= 2^ctz(m) (itemBelow). Then `base`
  /// is a multiple of 2^ctz(m), so `base + j` cannot carry past it (no
  /// wrap) and lies in [base, base + E): the part `y[base..base + E]`.
  struct RowLoop {
    unsigned base = 0;
    uint64_t len = 0;
    /// A factor m that is no power of two (`out[i * 3 + k]`, k < 3): E <=
    /// m, and `X * m + j` is the mathematical value (exactRow), so the
    /// parts [X * m, X * m + m) of distinct X are disjoint.
    bool exact = false;
  };
  /// Also `(base + j) - c` with j >= c proven (itemAbove): base + (j - c).
  /// `exactRows`: also rows of a factor that is no power of two
  /// (RowLoop::exact; S5's callers, which key such parts by their length).
  std::optional<RowLoop> rowLoop(unsigned ix, bool exactRows = false) const;
  /// A constant E with `local < E` wherever `local` is read: `local`
  /// assigned once from an item of a range `s..E`, `s..=E - 1` or their
  /// `rev()` that only `next` advances (opt-level 0: `(next(&mut it) as
  /// Some).0`), or (opt-level 3, the inlined loop) from a copy of a counter
  /// `L` in a block whose only predecessor branches on `L < E` into it with
  /// no assignment of `L` from the comparison to the copy, or from `L = X -
  /// c` (no wrap) with X at most E - 1 + c (the inlined `rev()`), or from a
  /// copy of an unsigned `L` under a must-hold guard `L < E` / `L <= E - 1`
  /// (guardBelow: the `while j < W` loop).
  std::optional<uint64_t> itemBelow(unsigned local, int depth = 0) const;
  /// A constant c with `local >= c` wherever it is read (the least value of
  /// its assignments: constants, a range's start for its items, sums that
  /// do not wrap, copies).
  std::optional<uint64_t> itemAbove(unsigned local) const;
  /// m when local `base` is `block_idx_x() * m` (or `<< k`, m = 2^k) in
  /// 64 bits with a constant m <= 2^31: a row of its own per block (the
  /// leader's row loop, `if thread_idx_x() == 0 { for j in 0..8 { y[b * 8
  /// + j] } }`).
  std::optional<uint64_t> leaderRow(unsigned base) const;
  /// m when local `base` is `(gid / 32) * m` (or `<< k`) in 64 bits with a
  /// constant m <= 2^31 (isWarpOfGid): a row of its own per warp (lane 0's
  /// row loop, `if lane_id() == 0 { for j in 0..4 { y[w * 4 + j] } }`).
  std::optional<uint64_t> warpRow(unsigned base) const;

  /// S5 block-stride rows, one row per block (`let mut j = thread_idx_x();
  /// while j < n { y[block_idx_x() * n + j] = ..; j += block_dim_x(); }`):
  /// the width parameter `n` when index `ix` is `base + j` (any operand
  /// order, any add flavour, 64-bit unsigned) with `base = block_idx_x() *
  /// n` (n a scalar kernel parameter never reassigned) and `j` read where
  /// `J < n` holds (blockStrideBelow) of a block-stride counter `J`: every
  /// assignment of J is `thread_idx_x()` (zero-extended) or `J +
  /// block_dim_x()` made where `J < n` holds. So J is t + k * block_dim_x
  /// for the thread's t < block_dim_x, never above n - 1 + block_dim_x: with
  /// the launch obligations (1-D, grid_dim_x * block_dim_x * n < 2^64:
  /// fits_1d, fits_2d) nothing wraps, block b's indices lie in [b * n, b * n
  /// + n) and a block's threads take distinct residues mod block_dim_x.
  std::optional<unsigned> blockRow(unsigned ix) const;
  /// S5 rows walked by `step_by` (BlockRow.cpp): index `ix` is `base + c`
  /// (any operand order, any add flavour, 64-bit unsigned) with `c` an item
  /// of `(lo..n).step_by(S)` (stepRange: c = lo + k * S < n exactly), `n` a
  /// scalar kernel parameter never reassigned, `base = row * n` (64 bits)
  /// and either
  ///  - block rows (div 0): row = block_idx_x(), lo = thread_idx_x(): block
  ///    b's thread t takes columns = t (mod S), distinct for t < S (launch
  ///    obligation block_dim_x <= S);
  ///  - id rows (div D <= S): row = gid / D, lo = gid % D (or `>> k`, `&
  ///    (D - 1)` for D = 2^k) of the exact global id: (row, lo) determines
  ///    gid, and lanes lo < D <= S take distinct columns mod S.
  /// c < n keeps rows apart; with the launch obligations (1-D; grid_dim_x *
  /// block_dim_x * n < 2^64: fits_2d) row * n + c < (row + 1) * n does not
  /// wrap.
  struct StepRow {
    unsigned n = 0;
    uint64_t step = 0, div = 0;
  };
  std::optional<StepRow> stepRow(unsigned ix) const;
  /// S5 row parts of a runtime width (`&mut y[row * n..(row + 1) * n]`):
  /// (X, n) when `start` is `X * n` and `end` is `(X + 1) * n` (any operand
  /// order, any flavour, 64-bit unsigned), `n` a scalar kernel parameter
  /// never reassigned and X (through copies, the same local in both) the
  /// global id or thread_idx_x() itself. The part is then chunk X of width
  /// n, `y.chunks_mut(n).nth(X)`, as long as `(X + 1) * n` does not wrap:
  /// X < grid_dim_x * block_dim_x, so the launch obligation
  /// `grid_dim_x * block_dim_x * n < 2^64` (fits_2d) rules that out.
  struct RowRange {
    unsigned x = 0, n = 0;
  };
  std::optional<RowRange> rowRange(const ir::Value &start,
                                   const ir::Value &end) const;

private:
  /// SharedSlots.cpp: the two forms of pairSlot, and the straight path
  /// from `from` to `to` (both on it, `from` first) with no assignment of
  /// `root` after `from`.
  std::optional<PairSlot> xorSlot(const ir::Value &ix,
                                  const ir::Inst *access) const;
  std::optional<PairSlot> oddEvenSlot(const ir::Value &ix,
                                      const ir::Inst *access) const;
  bool straightBetween(const ir::Inst *from, const ir::Inst *to,
                       std::optional<unsigned> root,
                       std::vector<const ir::Inst *> *between) const;
  /// The root local of operand `v` read at `use` (itself, or a
  /// single-definition copy of it: then the copy reads it).
  std::optional<std::pair<unsigned, const ir::Inst *>>
  readOf(const ir::Value &v, const ir::Inst *use) const;
  /// thread_idx_<add> + thread_idx_<mul> * C (any order): C.
  std::optional<uint64_t> axisTileIndex(const ir::Value &v, char add,
                                        char mul) const;
  /// A program point: before instruction `idx` of `block` (idx == the
  /// block's size: at its terminator).
  struct Pt {
    unsigned block = 0;
    size_t idx = 0;
  };
  /// The instruction that defines `v` through copies, zero extensions and
  /// `.0` of overflow-checked arithmetic: a local's only definition or,
  /// with a use point `at`, the only definition of a reassigned local that
  /// reaches `at` (locals never borrowed mutably).
  const ir::Inst *source(const ir::Value &v,
                         std::optional<Pt> at = std::nullopt) const;
  const ir::Inst *reachingDef(unsigned local, Pt at) const;
  std::optional<Pt> at(const ir::Inst *in) const;
  std::optional<unsigned> copyRoot(const ir::Value &v) const;
  /// `v` is thread_idx_x(): always (ThreadValues), or where `use` reads it
  /// (the one definition reaching `use`, isTidAt).
  bool isTid(const ir::Value &v, const ir::Inst *use = nullptr) const;
  /// The id test of a guard: `v` read by the comparison `use`.
  using IdTest = std::function<bool(const ir::Value &, const ir::Inst *)>;
  std::set<unsigned> belowGuardOf(unsigned block, const IdTest &isId) const;
  std::optional<unsigned> tidModTwice(const ir::Value &v) const;
  std::optional<uint64_t> upperBound(unsigned local,
                                     std::set<unsigned> &visiting) const;
  bool isIntrinsic(const ir::Value &v, ir::Call call,
                   std::optional<Pt> at = std::nullopt) const;
  /// `tid + bid * k` of its two terms: `t` the thread id, `m` the product.
  std::optional<AxisId> axisOfTerms(const ir::Value &t, const ir::Value &m,
                                    std::optional<Pt> at) const;
  /// `row * w + col` spelled `((row * w) + bid * k) + tid`
  /// (`out[(by + ty) * cols + bx + tx]`): the same sum, re-associated.
  std::optional<RowMajor> rowMajorReassociated(const ir::Inst *d,
                                               unsigned block) const;
  std::optional<AxisId> axisId(const ir::Value &v,
                               std::optional<Pt> at = std::nullopt) const;
  static std::string axisKey(const AxisId &a);
  /// `axisId + k` with a constant C and k stepItems whose largest item
  /// keeps `thread_idx + k` below C for block_dim.T <= step (StepRows.cpp):
  /// a row only (a column's guard would hold for one k alone).
  std::optional<AxisId> stridedRow(const ir::Value &v,
                                   std::optional<Pt> at = std::nullopt) const;
  /// StepRows.cpp: the (lo, step, hi) of a `core.adapt.step_by` of a range
  /// of constants the iterator local `it` is (through copies); the step of
  /// an inlined `StepBy::next` (`step_minus_one + 1`); the items of its
  /// inlined loop for the item copy `cp`.
  /// stepItems' and stepRange's walk from a local to the step_by it is an
  /// item of: `of` reads the call, `inlined` opt-level 3's inlined loop.
  template <class R>
  std::optional<R>
  stepWalk(unsigned local, int depth,
           std::optional<R> (Index2D::*of)(unsigned) const,
           std::optional<R> (Index2D::*inlined)(const ir::Inst *) const) const;
  std::optional<StepItems> stepByOf(unsigned it) const;
  std::optional<StepRange> stepRangeOf(unsigned it) const;
  std::optional<StepRange> inlinedStepRange(const ir::Inst *cp) const;
  std::optional<uint64_t> stepOf(const ir::Value &v, int depth = 0) const;
  std::optional<StepItems> inlinedStepBy(const ir::Inst *cp) const;
  /// `block_idx_z() * block_dim_z() + thread_idx_z()` (any order).
  bool zAxisId(const ir::Value &v, std::optional<Pt> at = std::nullopt) const;
  std::optional<uint64_t> constant(const ir::Value &v) const;
  char axisOf(const ir::Value &v, ir::Call x, ir::Call y,
              std::optional<Pt> at = std::nullopt) const;
  std::optional<unsigned> param(const ir::Value &v) const;
  /// A width: a scalar kernel parameter (field -1) or an integer field of a
  /// struct kernel parameter; both never reassigned.
  struct WidthRef {
    unsigned local = 0;
    int field = -1;
    bool operator==(const WidthRef &o) const {
      return local == o.local && field == o.field;
    }
  };
  /// `v` as a width: param(v), or a copy of `(p.k)` for a struct parameter
  /// `p` never assigned or borrowed mutably (through single-definition
  /// copies and fields of tuples built once: `let (r, c) = (d.rows,
  /// d.cols)`).
  std::optional<WidthRef> widthRef(const ir::Value &v) const;
  bool guarded(unsigned block, const AxisId &col, const WidthRef &w) const;
  /// The compare block `b`'s two-way switch branches on, when one of its
  /// edges, `to`, is taken only where the thread id (`isTid`) is below its
  /// operand `bound`: the true edge of `t < B` / `B > t`, the false edge of
  /// `t >= B` / `B <= t` (`if t >= s { ..; continue; }`), or at most it
  /// (`inclusive`): the true edge of `t <= B` / `B >= t`.
  struct TidBelow {
    const ir::Inst *cmp = nullptr;
    size_t bound = 0;
    unsigned to = 0;
    bool inclusive = false;
  };
  std::optional<TidBelow> tidBelow(const ir::Block &b,
                                   const IdTest &isTid) const;
  /// The blocks from `block` back to `from` through unique predecessors
  /// (`block` first), or nullopt when `from` is not reached that way.
  std::optional<std::vector<unsigned>> straightBack(unsigned block,
                                                    unsigned from) const;
  bool belowConst(unsigned root, uint64_t n, unsigned block) const;
  /// m when local `base` is `X * m` (or `X << k`, m = 2^k) in 64 bits with
  /// a constant m <= 2^31 and isRowOf(X, the product): leaderRow, warpRow.
  std::optional<uint64_t>
  rowStart(unsigned base,
           const std::function<bool(const ir::Value &, const ir::Inst *)>
               &isRowOf) const;
  bool geGuard(unsigned root, const ir::Value &d, const ir::Inst *sub,
               unsigned block) const;
  std::optional<unsigned> copyRootSingle(const ir::Value &v) const;
  /// WarpSlots.cpp: an upper bound of `v` from its operations (offsets
  /// of a warp slot), the warp base `32 * (t / 32)`, the lane `t % 32`.
  std::optional<uint64_t> laneBound(const ir::Value &v, int depth = 0) const;
  bool isWarpBase(const ir::Value &v) const;
  /// The instruction defining local `ix` (through copies, zero extensions
  /// and `.0` of a checked add) when it is an add of two operands: the
  /// shared prologue of rowMajor, rowLoop and blockRow.
  const ir::Inst *addOf(unsigned ix) const;
  /// Whether every path from the entry to `at` takes an edge on which `J <
  /// n` holds (the true edge of `J < n` / `n > J`, the false edge of `J >=
  /// n` / `n <= J`, J compared itself or as a copy made after its last
  /// assignment in that block) and assigns J nowhere after it.
  bool blockStrideBelow(unsigned J, unsigned n, Pt at) const;
  /// The same must analysis for any bound: `isBound(b, inclusive)` says
  /// whether a compared operand `b` bounds J, strictly (`J < b` holds on
  /// the edge) or not (`J <= b`).
  bool holdsBelow(unsigned J,
                  const std::function<bool(const ir::Value &, bool)> &isBound,
                  Pt at) const;
  /// The least constant E such that `J < E` holds at `at` (holdsBelow with
  /// the constants comparisons read): J an unsigned local.
  std::optional<uint64_t> guardBelow(unsigned J, Pt at) const;
  /// RowLoop.cpp: the only assignment of a local (none borrowed, no
  /// argument); itemBelow's counter rule; the [lo, hi) of the items of a
  /// range value (rangeOf) and of `o = next(&mut it)` (nextItems); itemAbove
  /// with the locals being bounded.
  const ir::Inst *onlyDef(unsigned l) const;
  std::optional<uint64_t> counterBelow(const ir::Inst *cp) const;
  /// Whether the product `m` (`X * c`, a constant c <= 2^31) and the add
  /// `d` (`X * c + j`, j < c) compute the mathematical values: both
  /// overflow-checked or unchecked with X exact (no wrap on its way from
  /// the id), or X the id itself (`gid`, `tid`, `block_idx * C + tid`:
  /// below 2^32 under their launch obligations) with both in 64 bits, where
  /// X * c + j < 2^63 (RowLoop.cpp).
  bool exactRow(const ir::Inst *m, const ir::Inst *d) const;
  std::optional<std::pair<uint64_t, uint64_t>> rangeOf(const ir::Inst *x,
                                                       int depth = 0) const;
  std::optional<std::pair<uint64_t, uint64_t>>
  nextItems(const ir::Inst *o) const;
  std::optional<uint64_t> itemAbove(unsigned local,
                                    std::set<unsigned> &visiting) const;
  /// Enumerate counts (RowLoop.cpp): a bound of the count `o = next(&mut
  /// it)` yields, it an Enumerate over an iterator of at most itemCount
  /// items (a range, `x[s..s + c].iter()`, its opt-level 3 parts); spanLen:
  /// c when e is s + c (sameValue: the same arithmetic of the same values).
  std::optional<uint64_t> enumerateBelow(const ir::Inst *o) const;
  std::optional<uint64_t> itemCount(const ir::Inst *x, int depth = 0) const;
  std::optional<uint64_t> spanLen(const ir::Value &s, const ir::Value &e) const;
  bool sameValue(const ir::Value &a, const ir::Value &b, int depth = 0) const;
  /// Whether `J` is a block-stride counter below `n` (see blockRow).
  bool blockStrideCounter(unsigned J, unsigned n) const;
  bool isLaneOfTid(const ir::Value &v) const;
  /// D when `row` is `g / D` (or `g >> k`, D = 2^k) and `lane` is `g % D`
  /// (or `g & (D - 1)`) of the exact global id g (BlockRow.cpp).
  std::optional<uint64_t> gidSplit(const ir::Value &row, const ir::Value &lane,
                                   std::optional<Pt> rowAt,
                                   std::optional<Pt> laneAt) const;

  const ir::Function &f;
  const ThreadValues &tv;
  std::map<unsigned, std::vector<const ir::Inst *>> defs;
  ir::InstMap<Pt> where;
  ir::Cfg cfg; ///< edges both ways; allPathsThrough for edge guards
  /// Locals written other than by a whole-local assignment (through a
  /// projection, or borrowed mutably): no reaching-definition reasoning.
  std::set<unsigned> indirect;
};

} // namespace rsgpu::analysis

#endif
