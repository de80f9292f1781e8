#pragma once
// The state a unit's scheduler (scheduler.hpp) keeps per thread, per warp and
// per block, and the shared memory of one block.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "context.hpp"
#include "fiber_switch.hpp"
#include "shadow.hpp"
#include "sync_report.hpp"

namespace rsgpu::detail::host {

enum class Access : unsigned char { Read, Write, Atomic, BorrowRead }; // = AccessKind

enum class Run : unsigned char { NotStarted, Running, Ready, Waiting, Done };
enum class Wait : unsigned char { None, Barrier, Collective, Cluster };

/// Per-OS-thread block shared memory (one arena per block of a cluster).
struct Arena {
  static constexpr std::size_t capacity = 227 * 1024; // sm_90 per-block maximum
  struct alignas(128) Chunk {
    unsigned char b[128];
  };
  std::unique_ptr<Chunk[]> store; // allocated when a unit first uses it
  CellStore cells; // racecheck/memcheck shadow, on first use
  unsigned char *base() const { return store[0].b; }
  Cell *shadow() {
    if (!cells) cells = zeroed_cells(capacity / granule);
    return cells.get();
  }
  /// Split granules' byte cells (racecheck.hpp): one per byte, reserved on
  /// the first split and touched only for split granules. A granule's four
  /// are written whole when it splits, and its split mark lives in its own
  /// cell (which clear() resets), so they need no clearing.
  CellStore byte_cells;
  Cell *byte_shadow() {
    if (!byte_cells) byte_cells = zeroed<Cell>(capacity, false);
    return byte_cells.get();
  }
  void clear(std::size_t off, std::size_t bytes, bool poison) {
    if (poison) std::memset(base() + off, poison_byte, bytes);
    if (cells) {
      std::size_t g0 = off / granule, g1 = (off + bytes + granule - 1) / granule;
      std::memset(static_cast<void *>(cells.get() + g0), 0, (g1 - g0) * sizeof(Cell));
    }
  }
};

/// One GPU thread of a unit. What a switch to it and a barrier touch — its
/// context, state, block and rank, and the ThreadState fields up to `global`
/// — is in its first cache line (a barrier cycles through 256 of them).
struct alignas(64) Slot {
  Context ctx; // suspended: where it resumes
  Run run = Run::NotStarted;
  Wait wait = Wait::None;
  unsigned block = 0; // index of its block in the unit
  unsigned rank = 0;  // linear thread rank in its block
  ThreadState ts;
  const void *stack_bottom = nullptr;
  std::size_t stack_size = 0;
  Knowledge know; // racecheck: acquired through atomics
  // racecheck: what this thread's atomics acquired, per location (granule
  // address / granule + 1): lets Checker::race leave out what came through
  // one location's chain only. At most 8 entries: past that, all but the
  // newest are joined into one entry of granule 0 that lists the locations
  // joined (`joined`, sorted) and counts as another location for every cell
  // but those.
  struct AtomicSite {
    std::uintptr_t granule;
    Knowledge acquired;
    Knowledge released; // what this thread released there (SyncObjects::acq_rel)
    std::vector<std::uintptr_t> joined; // granule 0's entry only
    bool other_than(std::uintptr_t g) const {
      return granule ? granule != g : !std::binary_search(joined.begin(), joined.end(), g);
    }
    bool holds(std::uintptr_t g) const { return granule == g || !other_than(g); }
  };
  std::vector<AtomicSite> atomic_sites;
};

/// A pending warp collective: the lanes of `mask` that arrived and their data.
struct WarpGroup {
  bool active = false;
  unsigned mask = 0, arrived = 0;
  unsigned first = 0; // the lane that arrived first
  CollectiveOp op;
  std::size_t bytes = 0;
  std::vector<unsigned char> data;
  void *out[32] = {};
};

struct WarpRt {
  unsigned present = 0, exited = 0;
  unsigned pending = 0; // active groups
  std::vector<WarpGroup> groups;
};

struct BlockRt {
  Dim3 idx;
  std::uint32_t linear = 0;
  unsigned arrived = 0, done = 0;
  std::uint32_t epoch = 0; // completed barriers: racecheck's ordering
  const char *bar_file = nullptr; // the barrier the first arrival waits at
  unsigned bar_line = 0, bar_rank = 0;
  Arena *arena = nullptr;
  std::vector<WarpRt> warps;
  Knowledge know; // racecheck: what a barrier shared with all threads
};

inline Dim3 unlinear(Dim3 ext, unsigned long long i) {
  unsigned long long xy = 1ull * ext.x * ext.y;
  if ((i >> 32) == 0 && (xy >> 32) == 0) { // 32-bit divisions: per block, hot
    unsigned j = unsigned(i);
    return {j % ext.x, j / ext.x % ext.y, j / unsigned(xy)};
  }
  return {unsigned(i % ext.x), unsigned(i / ext.x % ext.y), unsigned(i / xy)};
}

/// Replays the unit's deferred accesses into the shadow (access_replay.hpp,
/// which executor.hpp includes). A template so that this header stands on
/// its own: it is defined below the racecheck it needs, which includes this.
template <class U> void flush_access_log(U &u);

} // namespace rsgpu::detail::host
