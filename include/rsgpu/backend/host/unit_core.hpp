#pragma once
// The first layer of a unit's scheduler (scheduler.hpp): the blocks and
// threads of one cluster and their bookkeeping, shared by the layers above —
// the fast path (fast_path.hpp), the fiber loop (fiber_block.hpp) and the
// barriers and warp collectives (sync_points.hpp). Starting and retiring a
// thread, the warp state synccheck keeps, shared memory, and the names
// synccheck reports threads by.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "access_log.hpp"
#include "ready_queue.hpp"
#include "unit_state.hpp"
#if RSGPU_HOST_ASAN
#include <pthread.h>
#endif

namespace rsgpu::detail::host {

class Unit; // scheduler.hpp: the layers together

/// A thread's ThreadState::unit holds its unit as a UnitCore (the layers
/// convert from it); scheduler.hpp's unit_of(t) gives the Unit.
class UnitCore {
public:
  UnitCore() = default;
  UnitCore(const UnitCore &) = delete;
  UnitCore &operator=(const UnitCore &) = delete;

  LaunchState *L = nullptr;
  std::uint32_t index = 0;  // cluster index in the launch
  std::uint32_t cepoch = 0; // completed cluster barriers
  bool race = false, mem = false;
  std::vector<Slot> slots;
  std::vector<BlockRt> blocks;

  BlockRt &block_of(const Slot &s) { return blocks[s.block]; }
  unsigned threads_per_block() const { return nthreads_; }
  /// Whether the block of linear index `linear` belongs to this unit.
  bool holds_block(std::uint32_t linear) const {
    for (const BlockRt &b : blocks)
      if (b.linear == linear) return true;
    return false;
  }
  bool aborted() const { return L->aborted.load(std::memory_order_relaxed); }

  /// Checked accesses of the fast path, deferred (access_log.hpp).
  AccessLog log;

  /// Static shared memory: one offset per declaration (key) for the whole
  /// cluster, so distributed shared memory maps by offset.
  void *shared_static(const void *key, std::size_t bytes, std::size_t align) {
    // No current_slot(): shared memory alone keeps a kernel on the fast path.
    BlockRt &own = *static_cast<BlockRt *>(current().block);
    for (auto &e : layout_)
      if (e.key == key) return own.arena->base() + e.off;
    align = std::max<std::size_t>(align, 16);
    std::size_t off = (layout_end_ + align - 1) / align * align;
    if (off + bytes > Arena::capacity) too_much_shared(off + bytes);
    layout_.push_back({key, off});
    layout_end_ = off + bytes;
    for (auto &b : blocks) b.arena->clear(off, bytes, mem);
    return own.arena->base() + off;
  }

  /// Out of line: the message's strings made every thread's first call a
  /// 1 KiB frame on its fresh fiber stack.
  [[noreturn, gnu::cold, gnu::noinline]] void too_much_shared(std::size_t total) {
    L->fail(Error(ErrorKind::InvalidLaunchConfig,
                  "kernel " + L->kernel_name + ": " + std::to_string(total) +
                      " bytes of shared memory exceed the 227 KiB per block"));
    throw KernelAbort{};
  }

  /// Which block of the unit owns shared address p (or -1).
  /// (Asked on every checked access: the bases are kept in the Unit, not
  /// reached through each block's arena.)
  int arena_of(const void *p) const {
    const std::uintptr_t a = reinterpret_cast<std::uintptr_t>(p);
    for (unsigned i = 0; i < n_arena_lo_; ++i)
      if (a - arena_lo_[i] < Arena::capacity) return int(i);
    for (std::size_t i = n_arena_lo_; i < blocks.size(); ++i)
      if (a - reinterpret_cast<std::uintptr_t>(blocks[i].arena->base()) < Arena::capacity)
        return int(i);
    return -1;
  }

  [[noreturn]] void sync_fail(const std::string &msg) {
    L->fail(Error(ErrorKind::SyncError,
                  "synccheck: kernel " + L->kernel_name + ": " + msg));
    throw KernelAbort{};
  }

  std::string who(const Slot &s) const { return who(s.block, s.rank); }
  std::string who(unsigned block, unsigned rank) const {
    return "block " + dim_text(blocks[block].idx) + " thread " +
           dim_text(unlinear(L->block, rank));
  }

protected:
  struct LayoutEntry {
    const void *key;
    std::size_t off;
  };

  /// The most derived layer (defined in scheduler.hpp).
  Unit &self();

  /// Prepare cluster `u` of the launch; arenas come from the OS thread.
  void begin_core(LaunchState &launch, const std::function<void()> &body,
                  std::uint32_t u, Arena *arenas, Rng *rng) {
    L = &launch;
    body_ = &body;
    rng_ = rng;
    index = u;
    cepoch = 0;
    race = any(launch.checks & Check::Race);
    mem = any(launch.checks & Check::Mem);
    nthreads_ = unsigned(launch.block.volume());
    Dim3 cl = launch.cluster;
    Dim3 cgrid{launch.grid.x / cl.x, launch.grid.y / cl.y, launch.grid.z / cl.z};
    Dim3 c = unlinear(cgrid, u);
    unsigned nb = unsigned(cl.volume());
    blocks.resize(nb);
    unsigned nwarps = (nthreads_ + 31) / 32;
    for (unsigned r = 0; r < nb; ++r) {
      BlockRt &b = blocks[r];
      Dim3 l = unlinear(cl, r);
      b.idx = {c.x * cl.x + l.x, c.y * cl.y + l.y, c.z * cl.z + l.z};
      b.linear = std::uint32_t(launch.grid.linear(b.idx));
      b.arrived = b.done = 0;
      b.epoch = 0;
      b.know.clear();
      b.arena = &arenas[r];
      if (!b.arena->store) b.arena->store.reset(new Arena::Chunk[Arena::capacity / sizeof(Arena::Chunk)]);
      if (r < 8) arena_lo_[r] = reinterpret_cast<std::uintptr_t>(b.arena->base());
      b.warps.resize(nwarps);
      if (launch.dyn_shared) b.arena->clear(0, launch.dyn_shared, mem);
    }
    n_arena_lo_ = nb < 8 ? nb : 8;
    layout_.clear();
    layout_end_ = (launch.dyn_shared + 15) / 16 * 16;
    nslots_ = nb * nthreads_;
    if (slots.size() < nslots_) slots.resize(nslots_);
    next_start_ = n_done_ = cl_arrived_ = 0;
    log.unit = &self();
    log.mem = mem;
    log.clear(); // a launch that failed may have left records
    if (log.borrow_gen != Registry::get().generation()) log.borrow_size = 0; // a free since
    if (log.init_gen != Registry::get().generation()) log.init_size = 0;
    cur_ = -1;
    if (tidx_ext_ != launch.block) {
      tidx_ext_ = launch.block;
      tidx_.resize(nthreads_);
      for (unsigned r = 0; r < nthreads_; ++r) tidx_[r] = unlinear(launch.block, r);
    }
    if (AsanSwitch::main_stack && !main_size_) {
      pthread_attr_t a;
      pthread_getattr_np(pthread_self(), &a);
      void *lo;
      pthread_attr_getstack(&a, &lo, &main_size_);
      main_bottom_ = lo;
      pthread_attr_destroy(&a);
      AsanSwitch::register_main(lo);
    }
  }

  /// Warp state for collectives and synccheck (the fast path needs none
  /// until it materializes).
  void reset_warps() {
    pending_all_ = 0;
    for (BlockRt &b : blocks)
      for (unsigned w = 0; w < b.warps.size(); ++w) {
        unsigned n = std::min(32u, nthreads_ - w * 32);
        b.warps[w].present = n == 32 ? ~0u : (1u << n) - 1;
        b.warps[w].exited = 0;
        b.warps[w].pending = 0;
        for (auto &g : b.warps[w].groups) g.active = false;
      }
  }

  void reset_slots(unsigned from) {
    for (unsigned i = from; i < nslots_; ++i) {
      slots[i].run = Run::NotStarted;
      slots[i].wait = Wait::None;
    }
    order_.resize(nslots_);
    for (unsigned i = 0; i < nslots_; ++i) order_[i] = i;
    if (rng_)
      for (unsigned i = nslots_; i > 1; --i)
        std::swap(order_[i - 1], order_[rng_->below(i)]);
  }

  void start_slot(unsigned n, const void *bottom, std::size_t size) {
    Slot &s = slots[n];
    s.block = n / nthreads_;
    s.rank = n % nthreads_;
    s.ts.thread_idx = tidx_[s.rank];
    s.ts.rank = s.rank;
    s.ts.global = 1ull * blocks[s.block].linear * nthreads_ + s.rank;
    s.ts.block_idx = blocks[s.block].idx;
    s.ts.launch = L;
    s.ts.block = &blocks[s.block];
    s.know.clear();
    s.atomic_sites.clear();
    s.ts.unit = static_cast<UnitCore *>(this);
    s.ts.slot = n;
    s.run = Run::Running;
    s.stack_bottom = bottom;
    s.stack_size = size;
    cur_ = int(n);
    tls_thread = &s.ts;
    tls_global = s.ts.global;
  }

  void invoke() { invoke(thunk_); }
  template <class Direct> [[gnu::always_inline]] void invoke(Direct &direct) {
    try {
      direct();
    } catch (KernelAbort &) {
    } catch (ctx::detail::forced_unwind &) {
      throw;
    } catch (std::exception &e) {
      L->fail(Error(ErrorKind::Unsupported, "kernel " + L->kernel_name +
                                                ": exception escaped: " + e.what()));
    } catch (...) {
      L->fail(Error(ErrorKind::Unsupported,
                    "kernel " + L->kernel_name + ": exception escaped"));
    }
  }

  /// Bookkeeping of an exited thread; a wait it leaves unmatchable is an error.
  void finish(unsigned n) {
    Slot &s = slots[n];
    s.run = Run::Done;
    ++n_done_;
    BlockRt &b = blocks[s.block];
    ++b.done;
    WarpRt &w = b.warps[s.rank / 32];
    w.exited |= 1u << (s.rank % 32);
    if (aborted()) return;
    try {
      for (auto &g : w.groups)
        if (w.pending && g.active && (g.mask & w.exited))
          sync_fail(sync_report::awaited_by_warp(who(s), "exited", g.arrived, g.op, g.mask));
      if (b.arrived && b.arrived + b.done == nthreads_)
        sync_fail(partial(b, "Block::sync()"));
      if (cl_arrived_ && cl_arrived_ + n_done_ == nslots_)
        sync_fail("threads of the cluster exited while others wait at Cluster::sync()");
    } catch (KernelAbort &) {
    }
  }

  std::string partial(const BlockRt &b, const char *what) const {
    return sync_report::partial_barrier(what, b.idx, b.arrived, nthreads_, b.done);
  }

  void check_not_expected_by_warp(const Slot &s, const char *what) {
    // One load from the Unit when no collective is pending anywhere in it
    // (a barrier-only kernel), instead of the block's warp vector.
    if (RSGPU_UNLIKELY(pending_all_) && block_of(s).warps[s.rank / 32].pending)
      expected_by_warp(s, what);
  }
  [[gnu::cold, gnu::noinline]] void expected_by_warp(const Slot &s, const char *what) {
    unsigned me = 1u << (s.rank % 32);
    WarpRt &w = block_of(s).warps[s.rank / 32];
    for (auto &g : w.groups)
      if (g.active && (g.mask & me))
        sync_fail(sync_report::awaited_by_warp(who(s), std::string("reached ") + what,
                                               g.arrived, g.op, g.mask));
  }

  const std::function<void()> *body_ = nullptr;
  struct Thunk { // the kernel-typed callable run() was given
    void *obj = nullptr;
    void (*fn)(void *) = nullptr;
    void operator()() const { fn(obj); }
  } thunk_;
  Rng *rng_ = nullptr;
  unsigned nthreads_ = 0, nslots_ = 0;
  std::vector<unsigned> order_;   // the order threads start in (seeded: shuffled)
  unsigned pending_all_ = 0;      // active warp groups of all warps of the unit
  unsigned next_start_ = 0, n_done_ = 0, cl_arrived_ = 0;
  int cur_ = -1; // the running thread's slot (-1: none)
  std::uintptr_t arena_lo_[8] = {}; // arena_of: base of block r's arena
  unsigned n_arena_lo_ = 0;
  std::vector<Dim3> tidx_; // thread index of each rank
  Dim3 tidx_ext_{0, 0, 0};
  std::vector<LayoutEntry> layout_;
  std::size_t layout_end_ = 0;
  const void *main_bottom_ = nullptr;
  std::size_t main_size_ = 0;
};

} // namespace rsgpu::detail::host
