// S8 (rsgpu-check, "calls to one helper join like copies of one site"): the
// same helper `sync_if(b, c)` called in both arms of a thread-dependent
// branch, with `true` in one arm and `false` in the other: every path passes
// exactly one *call*, and each argument is uniform at its call, but only the
// threads of the first arm reach the barrier inside. Also written as a
// conditional expression. Expected: RG0404 at the calls (or the barrier).
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}

struct HelperArmsDifferentFlags {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `sync_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_arms_pass_different_flags.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (b.thread_rank() < 64u)
      sync_if(b, true);
    // Each call under the branch is a barrier of its own: the second too.
    // CHECK: warning[RG0404]: barrier `sync_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_arms_pass_different_flags.cpp:[[@LINE+2]]:{{[0-9]+}}
    else
      sync_if(b, false);
  }
};

struct TernaryDifferentFlags {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `sync_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_arms_pass_different_flags.cpp:[[@LINE+1]]:{{[0-9]+}}
    b.thread_rank() < 64u ? sync_if(b, true) : sync_if(b, false);
  }
};

RSGPU_FN void sync_unless(rsgpu::Block b, bool c = true) {
  if (c)
    b.sync();
}

// The flag as a default argument in one arm, spelled out in the other.
struct DefaultArgumentInOneArm {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    // CHECK: warning[RG0404]: barrier `sync_unless` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_arms_pass_different_flags.cpp:[[@LINE+2]]:{{[0-9]+}}
    if (b.thread_rank() < 64u)
      sync_unless(b);
    // Each call under the branch is a barrier of its own: the second too.
    // CHECK: warning[RG0404]: barrier `sync_unless` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_helper_arms_pass_different_flags.cpp:[[@LINE+2]]:{{[0-9]+}}
    else
      sync_unless(b, false);
  }
};
