// S8 (rsgpu-check): a `std::function` reassigned to the barrier helper under a
// thread branch, then called by every thread. Expected RG0404 at the call.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <functional>
RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
RSGPU_FN void nothing(rsgpu::Block) {}
struct StdFunctionChosen {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    std::function<void(rsgpu::Block)> f = nothing;
    if (b.thread_rank() < 32u) f = sync_it;
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_function_chosen_per_thread.cpp:[[@LINE+1]]:{{[0-9]+}}
    f(b);
  }
};
