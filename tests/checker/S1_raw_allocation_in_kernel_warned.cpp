// S1: raw allocation in a kernel (cudaMalloc, malloc, new) sidesteps the
// owners; the warning names DeviceBuffer and rsgpu::shared.
// EXIT: 0
#include <cstdlib>
#include <rsgpu/rsgpu.hpp>

struct Alloc {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    float *p = nullptr;
    // CHECK: warning[RG0409]: raw `cudaMalloc` in device code bypasses rsgpu's checks
    // CHECK-NEXT: --> {{.*}}S1_raw_allocation_in_kernel_warned.cpp:[[@LINE+2]]:5
    // CHECK: = help: device memory is owned on the host, `rsgpu::DeviceBuffer<T>::create(stream, n)`
    cudaMalloc(&p, 64);
    // CHECK: warning[RG0409]: raw `malloc` in device code
    void *q = malloc(16);
    // CHECK: warning[RG0409]: raw `new` in device code
    int *r = new int(3);
    (void)q;
    (void)r;
  }
};
