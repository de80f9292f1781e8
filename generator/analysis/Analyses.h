//===- Analyses.h - rsgpu-gen's safety analyses ---------------*- C++ -*-===//
//
// What rustc cannot see: the kernel runs on thousands of threads at once.
// Each pass checks one such fact over the IR and reports RG02xx errors
// through the diagnostics engine; the facts it proves are kept for the
// emitter (which comments and guards what it relies on).
//
//   WriteUniqueness.cpp    S5: writes through `&mut [T]` parameters happen at
//                          an index injective in the thread id (RG0201-RG0203)
//   BarrierUniformity.cpp  S8/S9: barriers and warp collectives are not under
//                          thread-dependent conditions (RG0210-RG0212)
//   ClusterUniformity.cpp  S10: cluster barriers are not under block-dependent
//                          conditions (RG0212)
//   WarpSyncMasks.cpp      S9: `sync_warp_mask`'s mask names every lane
//                          that calls it (RG0211)
//   SharedPhases.cpp       S8: shared-array accesses of one barrier phase
//                          cannot touch a slot another thread writes
//                          (RG0220-RG0222)
//   BoundsProofs.cpp       S6: bounds checks that cannot fail, statically or
//                          under a host predicate over the launch's lengths
//                          (no diagnostics: an unproven check stays)
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_ANALYSES_H
#define RSGPU_ANALYSIS_ANALYSES_H

#include "ir/IR.h"
#include "support/Diagnostics.h"
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace rsgpu::analysis {

/// Why one write through a `&mut [T]` parameter cannot collide.
struct WriteProof {
  std::string param; ///< the parameter's name
  std::string index; ///< the index in user variable names
  std::string why;   ///< "injective in the global id", ...
};

/// What the emitted kernel must guarantee for the proofs to hold.
struct LaunchObligations {
  /// The proofs use the x dimension only: the launch must be 1-D and have at
  /// most 2^32 threads (so a u32 global id does not wrap).
  bool oneDimensional = false;
  /// Some proof uses thread_idx.x alone: the grid must be a single block.
  bool singleBlock = false;
  /// Some proof uses block_idx.x * C + thread_idx.x: blocks may have at most
  /// C threads, and grid_dim.x * C must stay below 2^32 (smallest C; 0: none).
  uint64_t maxBlockDim = 0;
  /// Some shared-memory proof (S8 phases) uses thread_idx.x: 1-D blocks.
  bool oneDimBlock = false;
  /// Row-major 2-D proofs (`row * w + col`, col < w): the width parameters
  /// `w`. The launch must be 2-D (z extents 1), each axis below 2^32
  /// threads, and rows * w must not wrap the width the index is computed
  /// in (rowMajorBits).
  std::set<unsigned> rowMajorWidths;
  /// Per width parameter: the narrowest bit width its `row * w + col` is
  /// computed in (absent: 64). The launch keeps rows * w within it.
  std::map<unsigned, unsigned> rowMajorBits;
  /// A row-major proof whose width is a field of a struct parameter
  /// (overflow-checked: no width bound needed): the 2-D shape alone,
  /// fits_2d(grid, block, 0).
  bool rowMajorFieldWidth = false;
  /// Rows of a runtime width `n`: block-stride rows (`y[block_idx_x() * n +
  /// j]`, j = thread_idx_x() + k * block_dim_x() below n; Index2D::blockRow)
  /// and per-thread row parts (`&mut y[X * n..(X + 1) * n]`, X the global
  /// or thread id; Index2D::rowRange): the width parameters `n`. With the
  /// 1-D obligation, grid_dim.x * block_dim.x * n must stay below 2^64
  /// (fits_2d), so no row bound and no `j += block_dim_x()` wraps.
  std::set<unsigned> rowWidths;
  /// Block rows walked by `(thread_idx_x()..n).step_by(S)`
  /// (Index2D::stepRow): a block's threads take distinct columns mod S only
  /// when block_dim.x <= S (smallest S; 0: none; fits_block_2d).
  uint64_t stepRowMaxBlock = 0;
  /// 3-D row-major proofs (`(z * h + y) * w + x`, y < h, x < w): (h, w) ->
  /// the narrowest bit width the index is computed in. The launch keeps
  /// every axis's ids below 2^32 and ids * h * w within those bits
  /// (fits_3d).
  std::map<std::pair<unsigned, unsigned>, unsigned> rowMajor3;
  /// Row-major proofs from `block_idx * C + thread_idx`: block_dim.x/.y at
  /// most C (0: no bound).
  uint64_t rowMajorMaxBlock[2] = {0, 0};
  /// Strided rows `block_idx * C + thread_idx + k` (k stepped by S, the
  /// block bound in rowMajorMaxBlock): the largest C. Ids reach grid * C,
  /// past grid * S: fits_2d's `ids_k` operand (0: none).
  uint64_t rowMajorIdsK = 0;
  /// Shared tiles indexed `thread_idx_y * C + thread_idx_x`: a 2-D block
  /// with block_dim.x <= C (smallest C; 0: none).
  uint64_t tileMaxBlockX = 0;
  /// Transposed tiles `thread_idx_x * C + thread_idx_y` (`tile[tx][ty]`):
  /// block_dim.y <= C, with a 2-D block (tileMaxBlockX at most 1024).
  uint64_t tileMaxBlockY = 0;
  /// Strided tile rows `tile[ty + k][tx]`, k stepped by S
  /// (Index2D::tileStepRow): block_dim.y <= S, the smallest S (0: none),
  /// with tileMaxBlockX for the columns.
  uint64_t tileRowStep = 0;
  /// The kernel reaches a warp collective (S9, directly or through calls):
  /// blocks of whole warps, or the last warp's collectives would read lanes
  /// that do not exist.
  bool wholeWarps = false;
  /// A warp collective under a branch that splits blocks but not warps
  /// (`if thread_idx_x() < 32`, ThreadWarps.cpp): 1-D blocks, where warp w
  /// is threads 32w..32w+31.
  bool warpUniformBranches = false;
};

/// A host-checked condition of a proven variant: `slice.len() >= T`
/// (`> T` when strict), T a constant, a scalar parameter or the length of
/// another slice parameter.
struct LengthNeed {
  enum Kind { Const, Scalar, Len };
  unsigned slice = 0; ///< the slice parameter whose length is bounded
  Kind kind = Const;
  unsigned local = 0; ///< Scalar/Len: the parameter
  uint64_t value = 0; ///< Const
  bool strict = false;
  bool operator<(const LengthNeed &o) const {
    return std::tie(slice, kind, local, value, strict) <
           std::tie(o.slice, o.kind, o.local, o.value, o.strict);
  }
  bool operator==(const LengthNeed &o) const {
    return !(*this < o) && !(o < *this);
  }
};

/// S6: why a bounds check cannot fail.
struct BoundsProof {
  std::string why; ///< in user variable names
  /// Empty: for every launch. Else the check holds when these do: it is
  /// dropped only in the kernel's proven variant, which runs when they hold.
  std::vector<LengthNeed> needs;
};

struct KernelFacts {
  ir::InstMap<WriteProof> writes;
  /// Shared-array writes (`set`) the S8 phase analysis proved: why no other
  /// thread touches that slot in the same barrier phase.
  ir::InstMap<std::string> sharedWrites;
  LaunchObligations obligations;
  /// Barriers rustc duplicated into the arms of a thread-dependent branch
  /// that every thread reaches exactly one of (BarrierGroups.h): the site
  /// all copies are emitted with, so they are one barrier.
  ir::InstMap<ir::Loc> barrierSites;
  /// Warp collectives (and calls reaching them) under branches that split
  /// blocks but never warps (`if thread_idx_x() < 32`, ThreadWarps.cpp):
  /// emitted with rsgpu-check's `allow(divergent-warp)` (its taint does not
  /// know the 1-D block obligation this rests on).
  ir::InstSet warpUniformSites;
  /// Of those, the copies of one call to a warp function in the arms of a
  /// warp-divergent branch, every lane reaching one (BarrierGroups with
  /// warp calls).
  ir::InstSet warpCallCopies;
  /// Bounds-check asserts (`assert(Lt(i, len))`) the BoundsProofs pass
  /// decided.
  std::map<const ir::Terminator *, BoundsProof> bounds;
  /// Shared-array get/set calls whose index is proven below the length.
  ir::InstMap<BoundsProof> sharedBounds;
  /// The conditions of the kernel's proven variant (all `bounds` needs).
  std::vector<LengthNeed> variantNeeds() const;
};

struct ModuleFacts {
  std::map<const ir::Function *, KernelFacts> kernels;
};

/// S5. Fills `facts` for every kernel; false if an error was reported.
bool checkWriteUniqueness(const ir::Module &m, DiagEngine &diags,
                          ModuleFacts &facts);
/// S8/S9. Sets `wholeWarps` of kernels that use warp collectives; false if
/// an error was reported.
bool checkBarrierUniformity(const ir::Module &m, DiagEngine &diags,
                            ModuleFacts &facts);
/// S10: cluster barriers reached by every block of a cluster (control that
/// is grid-uniform); false if an error was reported.
bool checkClusterUniformity(const ir::Module &m, DiagEngine &diags);
/// S9: the masks of `sync_warp_mask`; false if an error was reported.
bool checkWarpSyncMasks(const ir::Module &m, DiagEngine &diags);
/// S8 shared-memory phases. Fills `facts.sharedWrites`; false on error.
bool checkSharedPhases(const ir::Module &m, DiagEngine &diags,
                       ModuleFacts &facts);
/// S6. Fills `bounds`/`sharedBounds` (after the passes that set the launch
/// obligations: it uses their block bounds).
void proveBounds(const ir::Module &m, ModuleFacts &facts);
/// Every pass, in order; false if any reported an error.
bool runAnalyses(const ir::Module &m, DiagEngine &diags, ModuleFacts &facts);

} // namespace rsgpu::analysis

#endif
