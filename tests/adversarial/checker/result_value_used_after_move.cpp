// S13: the owner moved out of a Result<DeviceBuffer>, then used through the
// Result (documented as tracked by RG0401).
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <vector>

rsgpu::Result<void> run(rsgpu::Stream &s) {
  auto r = rsgpu::DeviceBuffer<float>::zeroed(s, 16);
  if (!r)
    return rsgpu::err(r.error());
  auto owner = std::move(*r);
  std::vector<float> h(16);
  RSGPU_TRY(owner.copy_to_host(h));
  // CHECK: error[RG0401]: {{.*}}
  // CHECK-NEXT: --> {{.*}}result_value_used_after_move.cpp:[[@LINE+1]]
  return r->copy_to_host(h);
}
