// S8: a second shared_dynamic(b) handle to the same array
// is written while the first handle's Read phase is still being read.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct TwoHandles {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto s1 = rsgpu::shared_dynamic<int>(b);
    auto s2 = rsgpu::shared_dynamic<int>(b);
    s1.mine(b) = int(b.thread_rank());
    auto r1 = b.sync(std::move(s1));
    int right = r1[(b.thread_rank() + 1) % b.size()];
    s2.mine(b) = -1;
    if (auto e = out.mine(t))
      *e = right;
  }
};
// CHECK: {{(warning|error)}}[RG04{{[0-9][0-9]}}]: {{.*}}(S8)
// CHECK-NEXT: --> {{.*}}second_shared_dynamic_handle.cpp:
