#pragma once
// The SIMT scheduler of one "unit": the blocks of one cluster (one block when
// the launch has no clusters), run together on one OS thread.
//
// Threads start directly on the OS thread's stack, one after another: a kernel
// that never synchronises never creates a fiber. A thread that must wait parks
// its continuation and the next thread runs; a wait that can never end is
// reported and every parked thread unwinds. The Unit is four layers, each a
// class in a header of its own, each deriving from the one below:
//   unit_core.hpp    UnitCore: the blocks, slots and warps of the unit,
//                    starting and retiring a thread, shared memory, the names
//                    synccheck reports threads by
//   fast_path.hpp    FastPath: threads in order on the OS stack, no fibers,
//                    until one reaches a scheduling point
//   fiber_block.hpp  FiberBlock: the driver loop, fibers, switching, deadlock
//   sync_points.hpp  SyncPoints: block and cluster barriers, warp collectives
// and the Unit below: a launch's begin() and run() of one unit.
#include "sync_points.hpp"

namespace rsgpu::detail::host {

class Unit final : public SyncPoints {
public:
  /// Prepare cluster `u` of the launch; arenas come from the OS thread.
  /// Out of line: inlined into run_grid's loop over units (begin_sync, _fibers
  /// and _fast are small), it made the unchecked stencil's launch 10 % slower.
  [[gnu::noinline]] void begin(LaunchState &launch, const std::function<void()> &body,
             std::uint32_t u, Arena *arenas, StackPool &pool, Rng *rng) {
    begin_core(launch, body, u, arenas, rng);
    begin_sync();
    begin_fibers(pool);
    begin_fast();
  }

  /// The driver loop, on the OS thread's stack: returns when every thread of
  /// the unit has finished or was abandoned.
  /// `direct` runs one thread like body() does; a kernel-typed callable lets
  /// the compiler inline the kernel into the fast path's loop.
  template <class Direct> void run(Direct &direct) {
    tls_trace = race || mem;
    // Threads started by the general loop and on fibers call the kernel
    // through this thunk (one indirect call) rather than the std::function.
    thunk_ = {const_cast<void *>(static_cast<const void *>(&direct)),
              [](void *d) { (*static_cast<Direct *>(d))(); }};
    entry_ = &FiberBlock::fiber_main<Direct>; // fibers call it directly
    if (fast_ && !run_fast(direct)) {
      tls_trace = false;
      return;
    }
    drive();
  }
};

inline Unit &UnitCore::self() { return static_cast<Unit &>(*this); }

/// The unit that runs thread t.
inline Unit &unit_of(const ThreadState &t) {
  return static_cast<Unit &>(*static_cast<UnitCore *>(t.unit));
}

} // namespace rsgpu::detail::host
