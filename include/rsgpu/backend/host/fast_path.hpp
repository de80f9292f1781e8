#pragma once
// The second layer of a unit's scheduler (scheduler.hpp): the fast path.
// Threads run one after another on the OS thread's stack with one shared
// ThreadState and no Slot bookkeeping, the kernel inlined into the loop,
// until one reaches a scheduling point (a barrier, a warp collective, an
// atomic with racecheck on): materialize() then turns the fast path's state
// into slots and the fiber loop (fiber_block.hpp) takes over. A kernel that
// never synchronises never leaves it.
#include "unit_core.hpp"

namespace rsgpu::detail::host {

class FastPath : public UnitCore {
public:
  Slot &current_slot() {
    if (fast_) materialize();
    return slots[unsigned(cur_)];
  }
  bool fast() const { return fast_; }
  /// The fast path's block: its index in the unit and first global id (the
  /// deferred accesses' threads are global ids of that block).
  unsigned fast_block() const { return fast_block_; }
  unsigned long long fast_base() const { return fast_base_; }

protected:
  /// Fast path unless seeded (the seeded mode schedules every thread).
  void begin_fast() {
    // Fast path: threads run in order on the OS stack without Slot bookkeeping
    // until one reaches a scheduling point (materialize()); with checks on
    // too (racecheck then names threads by their block and rank).
    fast_ = !rng_;
    if (!fast_) {
      reset_warps();
      reset_slots(0);
    }
  }

  /// Runs threads in order on this stack with one ThreadState; returns false
  /// when all finished, true when thread n reached a scheduling point (it is
  /// a real slot now and has finished; the general loop takes over).
  /// With checks on, views trace here too (check_access knows the fast path).
  template <class Direct> bool run_fast(Direct &direct) {
    ThreadState &ts = fast_ts_;
    ts.launch = L;
    ts.unit = static_cast<UnitCore *>(this);
    ts.global = ~0ull; // no thread's id: the first current() refreshes
    ts.refresh = &FastPath::refresh_fast;
    tls_thread = &ts;
    // Not under ThreadSanitizer: a deferred race is reported when the block
    // ends, so both racing plain accesses of a racy kernel run first, and TSan
    // (which checks the runtime, not the kernel) would report the kernel's.
    if ((race || mem) && !RSGPU_HOST_TSAN) {
      tls_log = &log;
      tls_log_flush = &FastPath::flush_tls_log;
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
  template <class Direct> bool run_fast_loop(const Direct &direct) {
    return tls_trace ? run_fast_blocks<true>(direct) : run_fast_blocks<false>(direct);
  }
  /// The loop, once per value of tls_trace, which is constant while a unit
  /// runs (Unit::run sets it): untraced, the compiler is told so at every
  /// thread, and the views' per-access tests of it (trace.hpp) fold away —
  /// they cannot be hoisted otherwise, since the traced branch calls out.
  /// (Unchecked saxpy: 2.2-2.6 times the plain loop with the tests, 1.6
  /// without.)
  template <bool Traced, class Direct>
  [[gnu::noinline]] bool run_fast_blocks(const Direct &direct) {
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
        if (tls_trace != Traced) __builtin_unreachable(); // see run_fast_loop
        tls_global = g; // the rest of ts: refresh_fast, when asked for
        body();
      }
      // The block's deferred accesses, before the next block's threads (the
      // log's thread ids are this block's).
      if (log.n && fast_) flush_access_log(self());
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
    const FastPath &u = *static_cast<const FastPath *>(static_cast<const UnitCore *>(t.unit));
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
      if (log.n) flush_access_log(self());
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

  bool fast_ = false;
  unsigned long long fast_end_ = 0; // the fast loop's bound (0: materialized)
  unsigned long long fast_base_ = 0; // the fast loop's block: first global id
  unsigned fast_block_ = 0;          // and index in the unit
  ThreadState fast_ts_;
};

} // namespace rsgpu::detail::host
