// S8: what the taint follows besides plain locals (docs/checker.md RG0404):
// an increment under a thread-dependent branch, a lambda assigning a captured
// flag, a reference to a local, a non-const method updating a local object
// under the branch, the program's own helper storing the rank through its
// out-parameter by itself, one uniform-looking variable passed to one helper
// in both arms (the variable itself differs), and an indirect call through
// a function pointer handed to a helper, and a virtual method whose override
// synchronises. Each is RG0404.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}
RSGPU_FN void rank_into(rsgpu::Thread t, unsigned &r) {
  r = t.block().thread_rank();
}
RSGPU_FN void do_sync(rsgpu::Block b) { b.sync(); }
RSGPU_FN void call_if(void (*f)(rsgpu::Block), rsgpu::Block b, bool c) {
  if (c)
    f(b);
}
struct Counter {
  unsigned n = 0;
  RSGPU_FN void bump() { ++n; }
};

struct IncrementUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned n = 0u;
    if (b.thread_rank() < 5u)
      ++n;
    for (unsigned k = 0; k < n; ++k)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+5]]:{{[0-9]+}}
      // CHECK: note: whether it runs depends on this condition
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE-4]]:
      // CHECK: note: the condition varies because of this value
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE-8]]:
      b.sync();
  }
};

struct LambdaAssignsCapturedFlag {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    bool c = false;
    auto decide = [&] { c = b.thread_rank() < 32u; };
    decide();
    if (c)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct ReferenceToLocal {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned x = 0u;
    unsigned &r = x;
    r = b.thread_rank();
    if (x < 32u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct MethodUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    Counter k;
    if (b.thread_rank() < 5u)
      k.bump();
    if (k.n > 0u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct HelperStoresRank {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned r = 0u;
    rank_into(t, r);
    if (r < 32u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct SameVariableThatDiffers {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    bool c = b.thread_rank() < 64u;
    // CHECK: warning[RG0404]: barrier `sync_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (c)
      sync_if(b, c);
    else
      sync_if(b, c);
  }
};

struct PointerHandedToHelper {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `call_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+3]]:{{[0-9]+}}
    // CHECK: note: `call_if` synchronises under a condition on this argument
    // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+1]]:
    call_if(&do_sync, b, b.thread_rank() < 32u);
  }
};

struct IndirectCallNote {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    void (*fp)(rsgpu::Block) = do_sync;
    if (b.thread_rank() < 32u)
      // CHECK: warning[RG0404]: barrier `fp` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+3]]:{{[0-9]+}}
      // CHECK: note: `fp` is an indirect call (through a pointer, `std::function` or a virtual method): it may call this function, which synchronises
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:19:
      fp(b);
  }
};

struct Step {
  RSGPU_FN virtual void run(rsgpu::Block b) const {}
};
struct SyncStep : Step {
  RSGPU_FN void run(rsgpu::Block b) const override { b.sync(); }
};

struct VirtualOverrideSynchronises {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    SyncStep s;
    const Step &step = s;
    if (b.thread_rank() < 32u)
      // CHECK: warning[RG0404]: barrier `run` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE+3]]:{{[0-9]+}}
      // CHECK: note: `run` is an indirect call (through a pointer, `std::function` or a virtual method): it may call this function, which synchronises
      // CHECK-NEXT: --> {{.*}}S8_taint_through_calls_memory_and_assignments.cpp:[[@LINE-12]]:
      step.run(b);
  }
};
