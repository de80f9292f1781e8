// S8: a call to the program's own helper that reaches a block barrier is a
// barrier at its call site: under a thread-dependent branch it is RG0404
// (the note shows the barrier inside the helper). A helper whose barrier
// depends on one of its parameters (`if (c) b.sync()`, a loop to `n`) is
// reached by part of the block when the threads pass it different values;
// the same helper with a uniform argument, or with the thread index passed
// to a parameter no barrier depends on, is fine.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

template <class B> RSGPU_FN void barrier(B b) { b.sync(); }
RSGPU_FN void barrier_twice(rsgpu::Block b) {
  barrier(b);
  barrier(b);
}
RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}
RSGPU_FN float sync_n_times(rsgpu::Block b, unsigned n, unsigned tid) {
  for (unsigned k = 0; k < n; ++k)
    b.sync();
  return tid < 16u ? 1.0f : 0.0f;
}

struct HelperUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (b.thread_rank() < 32u)
      // CHECK: warning[RG0404]: barrier `barrier` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:[[@LINE+5]]:7
      // CHECK: note: whether it runs depends on this condition, which differs between threads of a block
      // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:[[@LINE-4]]:9
      // CHECK: note: `barrier` synchronises: it reaches this
      // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:11:51
      barrier(b);
    if (t.global_id() < y.len())
      // CHECK: warning[RG0404]: barrier `barrier_twice` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:[[@LINE+1]]:7
      barrier_twice(b);
  }
};

struct ConditionPassedIn {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned n) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    // CHECK: warning[RG0404]: barrier `sync_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:[[@LINE+4]]:5
    // CHECK: note: `sync_if` synchronises under a condition on this argument, which differs between threads of a block
    // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:[[@LINE+2]]:16
    // CHECK: note: `sync_if` synchronises: it reaches this
    sync_if(b, tid < 32u);
    // CHECK: warning[RG0404]: barrier `sync_n_times` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_barrier_in_helper_under_thread_condition.cpp:[[@LINE+1]]:11
    (void)sync_n_times(b, tid % 4u, n);
  }
};

// CHECK-NOT: RG0404
struct UniformUses {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned n) const {
    auto b = t.block();
    barrier(b);
    barrier_twice(b);
    sync_if(b, n > 0u);
    (void)sync_n_times(b, n, b.thread_rank());
    if (b.thread_rank() < 32u)
      barrier(b);
    else
      barrier(b);
  }
};
