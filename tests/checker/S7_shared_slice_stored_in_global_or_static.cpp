// S7: shared memory (the handle, a pointer to it, or an element reference)
// stored in a global or a static outlives its block.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

rsgpu::SharedSlice<float, 32> *g_tile;

struct ToGlobal {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto tile = rsgpu::shared<float, 32>(b, [] {});
    // CHECK: error[RG0403]: shared memory escapes its block: stored in the global `g_tile` (S7)
    // CHECK-NEXT: --> {{.*}}S7_shared_slice_stored_in_global_or_static.cpp:[[@LINE+3]]:14
    // CHECK: note: the store is here
    // CHECK: = help: shared memory lives for one block
    g_tile = &tile;
  }
};

struct ToStatic {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto tile = rsgpu::shared<float, 32>(b, [] {});
    auto *p = &tile; // a local alias is fine ...
    // CHECK: error[RG0403]: shared memory escapes its block: stored in the static `keep` (S7)
    // CHECK-NEXT: --> {{.*}}S7_shared_slice_stored_in_global_or_static.cpp:[[@LINE+1]]:50
    static rsgpu::SharedSlice<float, 32> *keep = p; // ... a static is not
    (void)keep;
  }
};
