#pragma once
// The third layer of a unit's scheduler (scheduler.hpp): threads that wait.
// When a thread must wait (block barrier, warp collective, cluster barrier:
// sync_points.hpp), its continuation — the OS stack or a fiber — is parked in
// its Slot and the next thread runs: a ready one, else the driver loop (which
// starts the next thread directly), else a fiber. Switches are symmetric
// (thread to thread, no scheduler fiber in between). A fiber whose thread
// ends stays, idle, for the next thread that needs one (across blocks and
// launches). When nothing can run and some thread still waits, the wait can
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
  /// Idle fibers end by returning (not by being destroyed while suspended,
  /// which would unwind them behind ASan's back).
  ~FiberBlock() {
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

protected:
  void begin_fibers(StackPool &pool) {
    pool_ = &pool;
    ready_.reset(nslots_);
    prev_ = -1;
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
                     if (quit_) { // ~FiberBlock: return to it, the fiber ends
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

  StackPool *pool_ = nullptr;
  ReadyQueue ready_;
  int prev_ = -1; // the context that switched to this one
                  // (-1 the driver, -3 an idle fiber)
  struct Idle {
    ctx::fiber f;
    const void *bottom;
    std::size_t size;
  };
  std::vector<Idle> idle_; // fibers whose thread ended, waiting for a slot
  unsigned assign_ = 0;    // the slot a fiber resumed by start_fiber runs
  bool quit_ = false;      // ~FiberBlock: idle fibers return
  const void *idle_bottom_ = nullptr;
  std::size_t idle_size_ = 0;
  std::uint64_t switches_ = 0, fibers_ = 0;
  bool driver_waiting_ = false;
  ctx::fiber driver_;
};

} // namespace rsgpu::detail::host
