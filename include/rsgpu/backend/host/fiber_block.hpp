#pragma once
// The third layer of a unit's scheduler (scheduler.hpp): threads that wait.
// When a thread must wait (block barrier, warp collective, cluster barrier:
// sync_points.hpp), its continuation — the OS stack or a fiber — is parked in
// its Slot and the next thread runs: a ready one, else the driver loop (which
// starts the next thread directly), else the next thread starts on a free
// stack (fiber_switch.hpp: start_context). Switches are symmetric (thread to
// thread, no scheduler fiber in between). A fiber lives as long as its
// thread: when it ends, the fiber runs the next unstarted thread itself if
// that is the next thing to do, else its stack goes on the free list (kept
// across blocks and launches) and it ends by switching on. When nothing can run and some thread still waits, the wait can
// never end: synccheck reports it (SyncError) and every parked thread is
// resumed into a KernelAbort, so a broken kernel never hangs and every stack
// unwinds.
#include <cstdio>
#include <cstdlib>

#include "fast_path.hpp"

namespace rsgpu::detail::host {

class FiberBlock : public FastPath {
public:
  FiberBlock() = default;
  /// No fiber outlives its thread: the free stacks go back to the pool.
  ~FiberBlock() { return_stacks(); }

protected:
  void begin_fibers(StackPool &pool) {
    // release_fiber_stacks(): this thread's kept stacks go (no fiber runs
    // between units), the next ones are mapped afresh.
    if (const unsigned g = stack_generation().load(std::memory_order_relaxed);
        RSGPU_UNLIKELY(g != stack_gen_)) {
      return_stacks();
      pool.release_free();
      stack_gen_ = g;
    }
    pool_ = &pool;
    ready_.reset(nslots_);
    driver_waiting_ = false;
  }

  /// The driver loop, on the OS thread's stack, after the fast path: starts
  /// the threads not started yet and waits for the others; returns when every
  /// thread of the unit has finished or was abandoned.
  void drive() {
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

  void wait_here(Slot &s, Wait why) {
    s.run = Run::Waiting;
    s.wait = why;
    suspend();
    if (aborted()) throw KernelAbort{};
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

  /// What runs next: a suspended context (a ready slot or the driver), or
  /// slot `idx` to start on the free stack [bottom, bottom + size).
  struct Target {
    int idx;
    Context *ctx; // null: start slot idx
    const void *bottom;
    std::size_t size;
  };

  /// Choose what runs next; marks it current. The common case (a ready
  /// thread) in line, in every switch's path.
  [[gnu::always_inline]] Target pick_next() {
    if (RSGPU_LIKELY(ready_.size())) {
      unsigned i = ready_.pop(rng_);
      Slot &s = slots[i];
      prefetch_next();
      s.run = Run::Running;
      s.wait = Wait::None; // (released from a barrier: still says Barrier)
      cur_ = int(i);
      tls_thread = &s.ts;
      tls_global = s.ts.global;
      return {int(i), &s.ctx, s.stack_bottom, s.stack_size};
    }
    return pick_next_rest();
  }
  /// The threads that resume after this one: each switch touches the
  /// resumed thread's Slot and the top of its stack, cold since it suspended
  /// (a barrier cycles through all 256 threads of a block); fetch the next
  /// one's stack and the one after's Slot while this one runs.
  [[gnu::always_inline]] void prefetch_next() const {
#if RSGPU_HOST_OWN_SWITCH
    const unsigned n = ready_.size();
    if (n > 0) {
      const char *sp = static_cast<const char *>(slots[ready_.peek(0)].ctx.sp);
      __builtin_prefetch(sp);
      __builtin_prefetch(sp + 64);
    }
    if (n > 1) __builtin_prefetch(&slots[ready_.peek(1)]);
#endif
  }
  /// No thread is ready: the driver, else a thread to start, else deadlock().
  [[gnu::noinline]] Target pick_next_rest() {
    for (;;) {
      if (ready_.size()) return pick_next(); // deadlock() made them ready
      if (driver_waiting_) {
        driver_waiting_ = false;
        cur_ = -1;
        tls_thread = nullptr;
        return {-1, &driver_, main_bottom_, main_size_};
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

  /// Slot n starts on a free stack (one a finished thread left, kept across
  /// blocks and launches, else a new one from the pool).
  Target start_fiber(unsigned n) {
    ++fibers_; // threads run on a fiber (Stats::fibers)
    FreeStack f;
    if (!free_.empty()) {
      f = free_.back();
      free_.pop_back();
    } else {
      ctx::stack_context sc = pool_->allocate();
      f = {static_cast<char *>(sc.sp) - sc.size, sc.size};
    }
    start_slot(n, f.bottom, f.size);
    return {int(n), nullptr, f.bottom, f.size};
  }

  /// Switch to `t` (a context, or a thread to start), suspending the running
  /// context into `mine`.
  void switch_to(Context &mine, const Target &t) {
    ++switches_;
    void *fake = nullptr;
    AsanSwitch::before(&fake, t.bottom, t.size);
    if (t.ctx) switch_context(mine, std::move(*t.ctx));
    else start_context(mine, t.bottom, t.size, entry_, this);
    AsanSwitch::after(fake, nullptr, nullptr);
    if (!RSGPU_HOST_OWN_SWITCH) AsanSwitch::resumed_by_end();
    (void)fake;
  }

  /// Where a fiber's thread ends: the context to switch to, its stack (for
  /// the sanitizers) and, under ThreadSanitizer, its fiber.
  struct End {
    Context *to;
    const void *bottom;
    std::size_t size;
    void *tsan;
  };

  /// A fiber: runs its thread (slot cur_) and, while the next thing to do is
  /// to start a thread (none is ready, the driver does not wait), the next
  /// threads too, on the same stack with no switch; then leaves its stack
  /// to the free list and ends by switching to the next context. `Direct`
  /// is the kernel-typed callable Unit::run was given (thunk_.obj): the
  /// kernel is called without the thunk's indirect call and frame.
  /// Under ThreadSanitizer this frame is not instrumented: the switch to the
  /// next context's TSan fiber must come after the last function exit on
  /// this one (fiber_run's), which it does here.
  template <class Direct>
  RSGPU_HOST_NO_TSAN_FRAME static Context *fiber_main(void *self) noexcept {
    // The sanitizers' own functions, called directly: a helper of ours would
    // be a frame TSan sees (GCC does not inline across the attribute).
#if RSGPU_HOST_ASAN
    __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr); // first entry
#endif
    auto &b = *static_cast<FiberBlock *>(self);
    End e = b.fiber_run(*static_cast<Direct *>(b.thunk_.obj));
#if RSGPU_HOST_ASAN
    __sanitizer_start_switch_fiber(nullptr, e.bottom, e.size); // this fiber's fake stack goes
#endif
#if RSGPU_HOST_TSAN
    if (RSGPU_HOST_OWN_SWITCH) __tsan_switch_to_fiber(e.tsan, 0);
    else AsanSwitch::tsan_end_pending() = e.tsan; // Boost: instrumented frames still exit
#endif
    (void)e.bottom, (void)e.size, (void)e.tsan;
    return e.to;
  }

  template <class Direct> End fiber_run(Direct &direct) noexcept {
    unsigned n = unsigned(cur_);
    const void *bottom = slots[n].stack_bottom;
    const std::size_t size = slots[n].stack_size;
    for (;;) {
      invoke(direct);
      finish(n);
      if (!ready_.size() && !driver_waiting_ && next_start_ < nslots_ && !aborted()) {
        n = order_[next_start_++]; // what pick_next would start: here
        ++fibers_;
        start_slot(n, bottom, size);
        continue;
      }
      Target t = pick_next();
      if (RSGPU_UNLIKELY(!t.ctx)) { // started by pick_next (deadlock() found none ready)
        free_.push_back({t.bottom, t.size});
        n = unsigned(t.idx);
        start_slot(n, bottom, size);
        continue;
      }
      free_.push_back({bottom, size});
      ++switches_;
      void *tsan = nullptr;
#if RSGPU_HOST_TSAN
      tsan = AsanSwitch::tsan_fiber(t.bottom);
#endif
      return {t.ctx, t.bottom, t.size, tsan};
    }
  }

  /// Leave the running context (its state already says why) for the next one.
  void suspend() {
    const int me = cur_;
    Target t = pick_next();
    if (t.idx == me && me >= 0) return; // woken by deadlock() before leaving
    switch_to(me >= 0 ? slots[unsigned(me)].ctx : driver_, t);
  }

  StackPool *pool_ = nullptr;
  ReadyQueue ready_;
  struct FreeStack {
    const void *bottom = nullptr;
    std::size_t size = 0;
  };
  std::vector<FreeStack> free_; // stacks no thread runs on (fibers end with their thread)
  unsigned stack_gen_ = 0;      // stack_generation() when free_'s stacks were mapped
  void return_stacks() noexcept { // free_ -> the pool
    if (!pool_) return;
    for (const FreeStack &f : free_) {
      ctx::stack_context sc;
      sc.size = f.size;
      sc.sp = const_cast<char *>(static_cast<const char *>(f.bottom)) + f.size;
      pool_->deallocate(sc);
    }
    free_.clear();
  }
  std::uint64_t switches_ = 0, fibers_ = 0;
  bool driver_waiting_ = false;
  Context driver_; // the OS thread's stack while the driver loop waits
  FiberEntry entry_ = nullptr; // fiber_main<the kernel's callable> (Unit::run)
};

} // namespace rsgpu::detail::host
