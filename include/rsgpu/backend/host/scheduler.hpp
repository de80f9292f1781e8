#pragma once
// The SIMT scheduler of one "unit": the blocks of one cluster (one block when
// the launch has no clusters), run together on one OS thread.
//
// Threads start directly on the OS thread's stack, one after another: a kernel
// that never synchronises never creates a fiber. When a thread must wait (block
// barrier, warp collective, cluster barrier), its continuation — the OS stack
// or a fiber — is parked in its Slot and the next thread runs: a ready one, else
// the driver loop (which starts the next thread directly), else a new fiber.
// Switches are symmetric (thread to thread, no scheduler fiber in between).
// When nothing can run and some thread still waits, the wait can never end:
// synccheck reports it (SyncError) and every parked thread is resumed into a
// KernelAbort, so a broken kernel never hangs and every stack unwinds.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "access_log.hpp"
#include "context.hpp"
#include "fiber.hpp"
#include "ready_queue.hpp"
#include "shadow.hpp"
#include "sync_report.hpp"
#include "warp_clocks.hpp"
#if RSGPU_HOST_ASAN
#include <pthread.h>
#endif

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
  void clear(std::size_t off, std::size_t bytes, bool poison) {
    if (poison) std::memset(base() + off, poison_byte, bytes);
    if (cells) {
      std::size_t g0 = off / granule, g1 = (off + bytes + granule - 1) / granule;
      std::memset(static_cast<void *>(cells.get() + g0), 0, (g1 - g0) * sizeof(Cell));
    }
  }
};

struct Slot {
  ThreadState ts;
  ctx::fiber fib;
  Run run = Run::NotStarted;
  Wait wait = Wait::None;
  unsigned block = 0; // index of its block in the unit
  unsigned rank = 0;  // linear thread rank in its block
  const void *stack_bottom = nullptr;
  std::size_t stack_size = 0;
  Knowledge know; // racecheck: acquired through atomics
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

class Unit {
public:
  Unit() = default;
  Unit(const Unit &) = delete;
  Unit &operator=(const Unit &) = delete;
  /// Idle fibers end by returning (not by being destroyed while suspended,
  /// which would unwind them behind ASan's back).
  ~Unit() {
    quit_ = true;
    while (!idle_.empty()) {
      Idle i = std::move(idle_.back());
      idle_.pop_back();
      void *fake = nullptr;
      AsanSwitch::before(&fake, i.bottom, i.size);
      ctx::fiber back = std::move(i.f).resume();
      AsanSwitch::after(fake, nullptr, nullptr);
      AsanSwitch::ended(main_bottom_);
      (void)fake;
    }
  }

  LaunchState *L = nullptr;
  std::uint32_t index = 0;  // cluster index in the launch
  std::uint32_t cepoch = 0; // completed cluster barriers
  bool race = false, mem = false;
  std::vector<Slot> slots;
  std::vector<BlockRt> blocks;

  /// Prepare cluster `u` of the launch; arenas come from the OS thread.
  void begin(LaunchState &launch, const std::function<void()> &body,
             std::uint32_t u, Arena *arenas, StackPool &pool, Rng *rng) {
    L = &launch;
    body_ = &body;
    pool_ = &pool;
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
    if (waiters_.size() < nslots_) waiters_.resize(nslots_);
    ready_.reset(nslots_);
    next_start_ = n_done_ = cl_arrived_ = 0;
    log.unit = this;
    log.mem = mem;
    log.clear(); // a launch that failed may have left records
    if (log.borrow_gen != Registry::get().generation()) log.borrow_size = 0; // a free since
    cur_ = prev_ = -1;
    driver_waiting_ = false;
    // Fast path: threads run in order on the OS stack without Slot bookkeeping
    // until one reaches a scheduling point (materialize()); with checks on
    // too (racecheck then names threads by their block and rank).
    fast_ = !rng_;
    if (!fast_) {
      reset_warps();
      reset_slots(0);
    }
    clocks_.reset(); // racecheck's warp clocks: at the first collective
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
    if (fast_ && !run_fast(direct)) {
      tls_trace = false;
      return;
    }
    for (;;) {
      if (next_start_ < nslots_) {
        unsigned n = order_[next_start_++];
        start_slot(n, main_bottom_, main_size_);
        if (!aborted()) invoke();
        finish(n);
        cur_ = -1;
        tls_thread = nullptr;
        continue;
      }
      if (n_done_ == nslots_) {
        tls_trace = false;
        stats().switches.fetch_add(switches_, std::memory_order_relaxed);
        stats().fibers.fetch_add(fibers_, std::memory_order_relaxed);
        switches_ = fibers_ = 0;
        return;
      }
      if (!ready_.size()) {
        deadlock();
        continue;
      }
      driver_waiting_ = true;
      suspend();
    }
  }

  Slot &current_slot() {
    if (fast_) materialize();
    return slots[unsigned(cur_)];
  }
  BlockRt &block_of(const Slot &s) { return blocks[s.block]; }
  bool fast() const { return fast_; }
  unsigned threads_per_block() const { return nthreads_; }
  /// Racecheck: component `lane` of the warp vector clock of thread `slot`
  /// (before any collective: 1 for the thread's own lane, 0 for the others).
  std::uint32_t clock(unsigned slot, unsigned lane) const {
    return clocks_.get(slot, lane, nthreads_);
  }
  /// Whether a warp collective has run in the unit (racecheck's warp clocks
  /// exist); until then clock(slot, lane) is 1 for the slot's own lane.
  bool warp_clocks_live() const { return clocks_.live(); }
  /// Whether the block of linear index `linear` belongs to this unit.
  bool holds_block(std::uint32_t linear) const {
    for (const BlockRt &b : blocks)
      if (b.linear == linear) return true;
    return false;
  }
  bool aborted() const { return L->aborted.load(std::memory_order_relaxed); }
  /// The fast path's block: its index in the unit and first global id (the
  /// deferred accesses' threads are global ids of that block).
  unsigned fast_block() const { return fast_block_; }
  unsigned long long fast_base() const { return fast_base_; }

  /// Checked accesses of the fast path, deferred (access_log.hpp).
  AccessLog log;

  /// Block::sync(). `file`/`line` identify the barrier for synccheck.
  void barrier(const char *file, unsigned line) {
    Slot &s = current_slot();
    BlockRt &b = block_of(s);
    if (aborted()) throw KernelAbort{};
    check_not_expected_by_warp(s, "Block::sync()");
    if (!b.arrived) {
      b.bar_file = file;
      b.bar_line = line;
      b.bar_rank = s.rank;
    } else if (RSGPU_UNLIKELY(b.bar_line != line || b.bar_file != file)) {
      other_barrier(s, file, line);
    }
    const unsigned k = b.arrived++; // threads of the block waiting here
    if (k + 1 + b.done == nthreads_) {
      if (RSGPU_UNLIKELY(b.done)) partial_barrier(b);
      b.arrived = 0;
      ++b.epoch;
      if (race) share_knowledge(&slots[std::size_t(s.block) * nthreads_], nthreads_, b.know);
      release_barrier(s.block, k);
      return;
    }
    waiters_[std::size_t(s.block) * nthreads_ + k] = unsigned(&s - slots.data());
    wait_here(s, Wait::Barrier);
  }

  /// The last of a block's threads arrived: the `n` that wait (their slots in
  /// waiters_, in arrival order) become ready. Their slots are not touched
  /// here (one cache line each, 256 per barrier): pick_next() marks a slot
  /// running when it resumes it, and until then only deadlock() could look at
  /// its state, which runs only when nothing is ready.
  void release_barrier(unsigned block, unsigned n) {
    if (RSGPU_UNLIKELY(rng_)) return release_barrier_seeded(block);
    ready_.push_all(&waiters_[std::size_t(block) * nthreads_], n);
  }

  /// Seeded mode: the ready order seeds replay with, rank order.
  [[gnu::cold, gnu::noinline]] void release_barrier_seeded(unsigned block) {
    Slot *first = &slots[std::size_t(block) * nthreads_];
    for (unsigned i = 0; i < nthreads_; ++i)
      if (first[i].wait == Wait::Barrier && first[i].run == Run::Waiting)
        make_ready(unsigned(&first[i] - slots.data()));
  }

  /// synccheck: thread s arrives at a barrier at file:line while the first
  /// arrival of its block waits at another one. Out of line and cold, so the
  /// barrier stays small enough to inline into kernels.
  [[gnu::cold, gnu::noinline]] void other_barrier(const Slot &s, const char *file,
                                                  unsigned line) {
    const BlockRt &b = blocks[s.block];
    if (!any(L->checks & Check::Sync) || !file || !b.bar_file) return;
    if (b.bar_line == line && std::strcmp(b.bar_file, file) == 0) return; // same site
    sync_fail(sync_report::other_barrier(who(s), file, line, who(s.block, b.bar_rank),
                                         b.bar_file, b.bar_line));
  }
  [[noreturn, gnu::cold, gnu::noinline]] void partial_barrier(const BlockRt &b) {
    sync_fail(partial(b, "Block::sync()"));
  }

  /// Cluster::sync(): every thread of every block of the cluster.
  void cluster_barrier() {
    Slot &s = current_slot();
    if (aborted()) throw KernelAbort{};
    check_not_expected_by_warp(s, "Cluster::sync()");
    if (++cl_arrived_ + n_done_ == nslots_) {
      if (n_done_) sync_fail(sync_report::cluster_exited(n_done_, who(s)));
      cl_arrived_ = 0;
      ++cepoch;
      for (auto &b : blocks) ++b.epoch;
      if (race) {
        Knowledge all;
        for (auto &b : blocks) merge(all, b.know);
        share_knowledge(slots.data(), nslots_, all);
        for (auto &b : blocks) b.know = all;
      }
      for (unsigned i = 0; i < nslots_; ++i)
        if (slots[i].wait == Wait::Cluster) make_ready(i);
      return;
    }
    wait_here(s, Wait::Cluster);
  }

  /// See primitives.hpp: warp_collective.
  void collective(unsigned mask, const void *mine, std::size_t bytes, void *out,
                  const CollectiveOp &op) {
    Slot &s = current_slot();
    if (aborted()) throw KernelAbort{};
    unsigned lane = s.rank % 32, me = 1u << lane;
    WarpRt &w = block_of(s).warps[s.rank / 32];
    if (!(mask & me)) sync_fail(sync_report::mask_without_own_lane(who(s), op, mask, lane));
    WarpGroup *g = nullptr, *free_g = nullptr;
    for (auto &x : w.groups) {
      if (!x.active) {
        if (!free_g) free_g = &x;
      } else if (x.mask == mask) {
        g = &x;
      } else if (x.mask & me) {
        sync_fail(sync_report::overlapping_masks(who(s), op, mask, x.arrived, x.op, x.mask));
      }
    }
    unsigned need = mask & w.present;
    if (need & w.exited)
      sync_fail(sync_report::lanes_exited(who(s), op, mask, need & w.exited));
    if (g && (!same_collective(g->op, op) || g->bytes != bytes))
      sync_fail(sync_report::different_collectives(
          mask, who(slots[std::size_t(s.block) * nthreads_ + (s.rank & ~31u) + g->first]),
          g->first, g->op, g->bytes, who(s), lane, op, bytes));
    if (!g) {
      if (!free_g) {
        w.groups.emplace_back();
        free_g = &w.groups.back();
      }
      g = free_g;
      ++w.pending;
      ++pending_all_;
      g->active = true;
      g->mask = mask;
      g->arrived = 0;
      g->first = lane;
      g->op = op;
      g->bytes = bytes;
      g->data.resize(32 * bytes);
    }
    std::memcpy(g->data.data() + lane * bytes, mine, bytes);
    g->out[lane] = out;
    g->arrived |= me;
    if (g->arrived != need) return wait_here(s, Wait::Collective);
    std::size_t warp_base = std::size_t(s.block) * nthreads_ + (s.rank & ~31u);
    for (unsigned l = 0; l < 32; ++l)
      if (need >> l & 1) std::memcpy(g->out[l], g->data.data(), 32 * bytes);
    if (race) clocks_.join(warp_base, need, nslots_, nthreads_);
    g->active = false;
    --w.pending;
    --pending_all_;
    for (unsigned l = 0; l < 32; ++l)
      if ((need >> l & 1) && l != lane) make_ready(unsigned(warp_base + l));
  }

  /// Static shared memory: one offset per declaration (key) for the whole
  /// cluster, so distributed shared memory maps by offset.
  void *shared_static(const void *key, std::size_t bytes, std::size_t align) {
    // No current_slot(): shared memory alone keeps a kernel on the fast path.
    BlockRt &own = *static_cast<BlockRt *>(current().block);
    for (auto &e : layout_)
      if (e.key == key) return own.arena->base() + e.off;
    align = std::max<std::size_t>(align, 16);
    std::size_t off = (layout_end_ + align - 1) / align * align;
    if (off + bytes > Arena::capacity) {
      L->fail(Error(ErrorKind::InvalidLaunchConfig,
                    "kernel " + L->kernel_name + ": " + std::to_string(off + bytes) +
                        " bytes of shared memory exceed the 227 KiB per block"));
      throw KernelAbort{};
    }
    layout_.push_back({key, off});
    layout_end_ = off + bytes;
    for (auto &b : blocks) b.arena->clear(off, bytes, mem);
    return own.arena->base() + off;
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

private:
  struct LayoutEntry {
    const void *key;
    std::size_t off;
  };

  /// Runs threads in order on this stack with one ThreadState; returns false
  /// when all finished, true when thread n reached a scheduling point (it is
  /// a real slot now and has finished; the general loop takes over).
  /// With checks on, views trace here too (check_access knows the fast path).
  template <class Direct> bool run_fast(Direct &direct) {
    ThreadState &ts = fast_ts_;
    ts.launch = L;
    ts.unit = this;
    ts.global = ~0ull; // no thread's id: the first current() refreshes
    ts.refresh = &Unit::refresh_fast;
    tls_thread = &ts;
    // Not under ThreadSanitizer: a deferred race is reported when the block
    // ends, so both racing plain accesses of a racy kernel run first, and TSan
    // (which checks the runtime, not the kernel) would report the kernel's.
    if ((race || mem) && !RSGPU_HOST_TSAN) {
      tls_log = &log;
      tls_log_flush = &Unit::flush_tls_log;
    }
    bool more = false;
    try {
      more = run_fast_loop(direct);
    } catch (KernelAbort &) {
      more = after_fast_throw();
    } catch (ctx::detail::forced_unwind &) {
      throw;
    } catch (std::exception &e) {
      L->fail(Error(ErrorKind::Unsupported, "kernel " + L->kernel_name +
                                                ": exception escaped: " + e.what()));
      more = after_fast_throw();
    } catch (...) {
      L->fail(Error(ErrorKind::Unsupported,
                    "kernel " + L->kernel_name + ": exception escaped"));
      more = after_fast_throw();
    }
    tls_log = nullptr;
    if (!more) {
      tls_thread = nullptr;
      cur_ = -1;
      fast_ = false;
    }
    return more;
  }
  static void flush_tls_log() {
    if (tls_log) flush_access_log(*tls_log->unit);
  }

  /// The fast path's loop, with no exception handler of its own, so the
  /// kernel inlines into it and the per-thread cost is a few stores. Aborts by
  /// other OS threads are noticed per block; a throw here ends the loop.
  template <class Direct>
  [[gnu::noinline]] bool run_fast_loop(const Direct &direct) {
    // A local copy: kernel stores cannot alias it, so the kernel's arguments
    // are loaded once, not per thread.
    Direct body = direct;
    for (unsigned b = 0; b < blocks.size(); ++b) {
      if (aborted()) return false;
      unsigned long long g = 1ull * blocks[b].linear * nthreads_;
      // The bound lives in the Unit: materialize() zeroes it, so one compare
      // per thread both ends the block and notices that a thread left the
      // fast path.
      fast_end_ = g + nthreads_;
      fast_block_ = b; // what refresh_fast() needs, without divisions
      fast_base_ = g;
      for (; g < fast_end_; ++g) {
        tls_global = g; // the rest of ts: refresh_fast, when asked for
        body();
      }
      // The block's deferred accesses, before the next block's threads (the
      // log's thread ids are this block's).
      if (log.n && fast_) flush_access_log(*this);
      // The loop's ++g ran after the thread returned: the thread that left
      // the fast path is the running slot, cur_ (not g's, one further: that
      // slot may not exist, and finishing it was a use-after-free).
      if (RSGPU_UNLIKELY(!fast_)) return thread_left_fast_path(unsigned(cur_));
    }
    return false;
  }

  /// The fast path's running thread: its slot, from tls_global.
  unsigned fast_slot() const {
    return fast_block_ * nthreads_ + unsigned(tls_global - fast_base_);
  }
  /// Fills in what the fast loop does not store per thread (once per thread
  /// that asks: every checked one).
  static void refresh_fast(ThreadState &t) {
    const Unit &u = *static_cast<const Unit *>(t.unit);
    unsigned rank = unsigned(tls_global - u.fast_base_);
    const BlockRt &b = u.blocks[u.fast_block_];
    t.rank = rank;
    t.slot = u.fast_block_ * u.nthreads_ + rank;
    t.thread_idx = u.tidx_[rank];
    t.block_idx = b.idx;
    t.block = const_cast<BlockRt *>(&b);
    t.global = tls_global;
  }

  /// Thread n materialized the unit (reached a scheduling point) and ended.
  bool thread_left_fast_path(unsigned n) {
    finish(n);
    cur_ = -1;
    tls_thread = nullptr;
    return true;
  }
  /// A thread threw out of the fast loop (its launch failed): if it had
  /// materialized the unit, the general loop unwinds the others; otherwise the
  /// remaining threads are skipped like any after an abort.
  bool after_fast_throw() {
    // cur_ < 0: the unit was materialized but no thread runs (the throw came
    // after the running thread was retired); the launch has failed, nothing
    // is left to finish.
    if (fast_ || cur_ < 0) return false;
    return thread_left_fast_path(unsigned(cur_));
  }

  /// Turn the fast path's state into slots: threads before the running one
  /// have exited, the running one owns the OS stack, the rest are unstarted.
  void materialize() {
    // The deferred accesses first: they happened before this scheduling point.
    if (tls_log) {
      if (log.n) flush_access_log(*this);
      tls_log = nullptr;
    }
    unsigned n = fast_slot();
    fast_ = false;
    fast_end_ = 0;
    reset_warps();
    reset_slots(n);
    for (unsigned k = 0; k < n; ++k) {
      BlockRt &b = blocks[k / nthreads_];
      unsigned r = k % nthreads_;
      slots[k].run = Run::Done;
      ++b.done;
      b.warps[r / 32].exited |= 1u << (r % 32);
    }
    n_done_ = n;
    next_start_ = n + 1;
    start_slot(n, main_bottom_, main_size_);
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
    s.ts.unit = this;
    s.ts.slot = n;
    s.run = Run::Running;
    s.stack_bottom = bottom;
    s.stack_size = size;
    cur_ = int(n);
    tls_thread = &s.ts;
    tls_global = s.ts.global;
  }

  void invoke() { invoke(thunk_); }
  template <class Direct> void invoke(Direct &direct) {
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

  void wait_here(Slot &s, Wait why) {
    s.run = Run::Waiting;
    s.wait = why;
    suspend();
    if (aborted()) throw KernelAbort{};
  }

  /// A barrier makes what any of its threads acquired known to all of them.
  void share_knowledge(Slot *first, unsigned n, Knowledge &into) {
    for (unsigned i = 0; i < n; ++i) {
      merge(into, first[i].know);
      first[i].know.clear();
    }
  }

  void make_ready(unsigned i) {
    slots[i].run = Run::Ready;
    slots[i].wait = Wait::None;
    ready_.push(i);
  }

  /// Nothing can run but threads still wait: report (unless the launch already
  /// failed) and resume them all, to throw KernelAbort and unwind.
  void deadlock() {
    std::string waits;
    unsigned shown = 0;
    for (unsigned i = 0; i < nslots_; ++i) {
      Slot &s = slots[i];
      if (s.run != Run::Waiting) continue;
      if (shown < 2 && (shown == 0 || s.wait != Wait::Barrier)) {
        waits += (shown ? "; " : "") + who(s) + " waits at " +
                 (s.wait == Wait::Barrier      ? std::string("Block::sync()")
                  : s.wait == Wait::Cluster    ? std::string("Cluster::sync()")
                                               : std::string("a warp collective"));
        ++shown;
      }
      make_ready(i);
    }
    if (!ready_.size()) {
      std::fputs("rsgpu: emulator scheduler lost a thread\n", stderr);
      std::abort();
    }
    L->fail(Error(ErrorKind::SyncError,
                  "synccheck: kernel " + L->kernel_name +
                      ": threads wait for each other at different barriers or "
                      "collectives and can never proceed: " + waits));
  }

  struct Target {
    int idx;
    ctx::fiber f;
    const void *bottom;
    std::size_t size;
  };

  /// Choose what runs next; marks it current.
  Target pick_next() {
    for (;;) {
      if (ready_.size()) {
        unsigned i = ready_.pop(rng_);
        Slot &s = slots[i];
        s.run = Run::Running;
        s.wait = Wait::None; // (released from a barrier: still says Barrier)
        cur_ = int(i);
        tls_thread = &s.ts;
        tls_global = s.ts.global;
        return {int(i), std::move(s.fib), s.stack_bottom, s.stack_size};
      }
      if (driver_waiting_) {
        driver_waiting_ = false;
        cur_ = -1;
        tls_thread = nullptr;
        return {-1, std::move(driver_), main_bottom_, main_size_};
      }
      while (next_start_ < nslots_) {
        unsigned n = order_[next_start_++];
        if (aborted()) {
          slots[n].block = n / nthreads_;
          slots[n].rank = n % nthreads_;
          finish(n);
          continue;
        }
        return start_fiber(n);
      }
      deadlock();
    }
  }

  /// A context for slot n: an idle fiber (one whose thread finished, kept
  /// across blocks and launches) when there is one, else a new one. A fiber
  /// runs threads in a loop: when its thread ends it hands the OS thread to
  /// the next context and waits, idle, for another slot.
  Target start_fiber(unsigned n) {
    assign_ = n;
    ++fibers_; // threads run on a fiber (Stats::fibers), new or reused
    if (!idle_.empty()) {
      Idle i = std::move(idle_.back());
      idle_.pop_back();
      start_slot(n, i.bottom, i.size);
      return {int(n), std::move(i.f), i.bottom, i.size};
    }
    ctx::stack_context sc;
    struct Alloc {
      StackPool *pool;
      ctx::stack_context *out;
      ctx::stack_context allocate() { return *out = pool->allocate(); }
      void deallocate(ctx::stack_context &s) noexcept { pool->deallocate(s); }
    };
    ctx::fiber f(std::allocator_arg, Alloc{pool_, &sc},
                 [this](ctx::fiber &&back) -> ctx::fiber {
                   AsanSwitch::after(nullptr, nullptr, nullptr);
                   for (;;) {
                     unsigned n = assign_;
                     park(std::move(back));
                     invoke();
                     finish(n);
                     Target t = pick_next();
                     prev_ = -3; // the next context parks this one as idle
                     idle_bottom_ = slots[n].stack_bottom;
                     idle_size_ = slots[n].stack_size;
                     ++switches_;
                     void *fake = nullptr;
                     AsanSwitch::before(&fake, t.bottom, t.size);
                     back = std::move(t.f).resume();
                     AsanSwitch::after(fake, nullptr, nullptr);
                     (void)fake;
                     if (quit_) { // ~Unit: return to it, the fiber ends
                       AsanSwitch::before_end(main_bottom_, main_size_);
                       return std::move(back);
                     }
                   }
                 });
    start_slot(n, static_cast<char *>(sc.sp) - sc.size, sc.size);
    return {int(n), std::move(f), slots[n].stack_bottom, slots[n].stack_size};
  }

  /// Leave the running context (its state already says why) for the next one.
  void suspend() {
    int me = cur_;
    Target t = pick_next();
    if (t.idx == me && me >= 0) return; // woken by deadlock() before leaving
    prev_ = me;
    ++switches_;
    void *fake = nullptr;
    AsanSwitch::before(&fake, t.bottom, t.size);
    ctx::fiber back = std::move(t.f).resume();
    AsanSwitch::after(fake, nullptr, nullptr);
    (void)fake;
    park(std::move(back));
  }

  /// Store the continuation of the context that just switched to us.
  void park(ctx::fiber &&back) {
    if (!back) return;
    if (prev_ == -3) idle_.push_back({std::move(back), idle_bottom_, idle_size_});
    else if (prev_ < 0) driver_ = std::move(back);
    else slots[unsigned(prev_)].fib = std::move(back);
  }

  const std::function<void()> *body_ = nullptr;
  struct Thunk { // the kernel-typed callable run() was given
    void *obj = nullptr;
    void (*fn)(void *) = nullptr;
    void operator()() const { fn(obj); }
  } thunk_;
  StackPool *pool_ = nullptr;
  Rng *rng_ = nullptr;
  unsigned nthreads_ = 0, nslots_ = 0;
  ReadyQueue ready_;
  std::vector<unsigned> order_;
  std::vector<unsigned> waiters_; // per block: the slots waiting at its barrier
  unsigned pending_all_ = 0;      // active warp groups of all warps of the unit
  unsigned next_start_ = 0, n_done_ = 0, cl_arrived_ = 0;
  int cur_ = -1, prev_ = -1; // prev_: the context that switched to this one
                             // (-1 the driver, -3 an idle fiber)
  struct Idle {
    ctx::fiber f;
    const void *bottom;
    std::size_t size;
  };
  std::vector<Idle> idle_; // fibers whose thread ended, waiting for a slot
  unsigned assign_ = 0;    // the slot a fiber resumed by start_fiber runs
  bool quit_ = false;      // ~Unit: idle fibers return
  const void *idle_bottom_ = nullptr;
  std::size_t idle_size_ = 0;
  std::uint64_t switches_ = 0, fibers_ = 0;
  bool fast_ = false;
  std::uintptr_t arena_lo_[8] = {}; // arena_of: base of block r's arena
  unsigned n_arena_lo_ = 0;
  WarpClocks clocks_; // racecheck's, per slot
  unsigned long long fast_end_ = 0; // the fast loop's bound (0: materialized)
  unsigned long long fast_base_ = 0; // the fast loop's block: first global id
  unsigned fast_block_ = 0;          // and index in the unit
  ThreadState fast_ts_;
  std::vector<Dim3> tidx_; // thread index of each rank
  Dim3 tidx_ext_{0, 0, 0};
  bool driver_waiting_ = false;
  ctx::fiber driver_;
  std::vector<LayoutEntry> layout_;
  std::size_t layout_end_ = 0;
  const void *main_bottom_ = nullptr;
  std::size_t main_size_ = 0;
};

} // namespace rsgpu::detail::host
