// S8: copies of one barrier in the arms of a thread-dependent branch are one
// barrier only when every path from the branch to the join passes exactly
// one of them and nothing else synchronises there
// (S8_joined_barrier_copies_not_flagged). Each case here breaks that.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

// One arm passes the site twice: its threads arrive twice.
struct ExtraCopyInOneArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    if (tid < 64u) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+3]]:9
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+2]]:9
      b.sync("k.mir", 20u);
      b.sync("k.mir", 20u);
    } else {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 20u);
    }
  }
};

// Two sites: two different barriers, each reached by part of the block.
struct DifferentSites {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 30u);
    } else {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 31u);
    }
  }
};

// The other arm returns: its threads never arrive.
struct OtherArmReturns {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 40u);
    } else {
      return;
    }
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

// A uniform condition inside one arm skips its copy on some paths.
struct UniformSkipInsideArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned n) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      if (n > 0u)
        // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
        // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:11
        b.sync("k.mir", 50u);
    } else {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 50u);
    }
  }
};

// A copy in a loop whose trip count depends on the thread.
struct CopyInThreadLoop {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned tid = b.thread_rank();
    for (unsigned i = 0; i < tid % 3u; ++i)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 60u);
    if (tid < 64u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 60u);
  }
};

// A block collective in one arm is not a copy of the barrier in the other.
struct CollectiveInOtherArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync("k.mir", 70u);
    } else {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+1]]:9
      b.sync();
    }
  }
};

// Two barriers on each path, but in the other order in one arm: the first
// barrier of one arm's threads meets the second of the other's.
struct TwoBarriersSwappedInOneArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+3]]:9
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+2]]:9
      b.sync("k.mir", 80u);
      b.sync("k.mir", 81u);
    } else {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+3]]:9
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+2]]:9
      b.sync("k.mir", 81u);
      b.sync("k.mir", 80u);
    }
  }
};

// Two barriers on one arm's paths, the second skipped where a uniform
// parameter says so in the other: the counts differ.
struct SecondBarrierSkippedInOneArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned n) const {
    auto b = t.block();
    if (b.thread_rank() < 64u) {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+3]]:9
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+2]]:9
      b.sync("k.mir", 90u);
      b.sync("k.mir", 91u);
    } else {
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+3]]:9
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_joined_barrier_copies_near_misses.cpp:[[@LINE+3]]:11
      b.sync("k.mir", 90u);
      if (n > 0u)
        b.sync("k.mir", 91u);
    }
  }
};
