// S8: a block barrier that only part of the block may reach: under a branch
// on the thread index (through locals), inside a loop whose trip count
// depends on the thread, or after a thread-dependent early return.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct InBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    bool lower = tid < 32;
    // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_barrier_under_thread_dependent_condition.cpp:[[@LINE+6]]:9
    // CHECK: note: whether it runs depends on this condition, which differs between threads of a block
    // CHECK-NEXT: --> {{.*}}S8_barrier_under_thread_dependent_condition.cpp:[[@LINE+3]]:9
    // CHECK: note: the condition varies because of this value
    // CHECK-NEXT: --> {{.*}}S8_barrier_under_thread_dependent_condition.cpp:[[@LINE-7]]:22
    if (lower)
      b.sync();
  }
};

struct InLoop {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size()) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_barrier_under_thread_dependent_condition.cpp:[[@LINE+1]]:9
      b.sync();
    }
  }
};

struct EarlyReturn {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (t.global_id() >= y.len())
      return;
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_barrier_under_thread_dependent_condition.cpp:[[@LINE+1]]:7
    b.sync();
  }
};
