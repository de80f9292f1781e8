// S8 (rsgpu-check taint): a local assigned under a thread-dependent branch
// (`bool c = true; if (tid < 64) c = false;`, `n = 3` under the same test)
// differs between threads; a barrier under `if (c)`, in a loop to `n`, or in
// a helper given `c` is reached by part of the block. rsgpu-gen's
// ThreadValues marks such a local (docs/generator/analyses.md: "a local
// assigned under such a branch"). Expected: RG0404 for each.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void sync_if(rsgpu::Block b, bool c) {
  if (c)
    b.sync();
}

struct FlagSetUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    bool c = true;
    if (b.thread_rank() < 64u)
      c = false;
    if (c)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_flag_assigned_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct CountSetUnderBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned n = 0u;
    if (b.thread_rank() < 64u)
      n = 3u;
    for (unsigned k = 0; k < n; ++k)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_flag_assigned_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct FlagSetUnderBranchToHelper {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    bool c = true;
    if (b.thread_rank() < 64u)
      c = false;
    // CHECK: warning[RG0404]: barrier `sync_if` may be reached by only part of the block (S8)
    // CHECK-NEXT: --> {{.*}}S8_rt5_chk_flag_assigned_under_thread_branch.cpp:[[@LINE+1]]:{{[0-9]+}}
    sync_if(b, c);
  }
};
