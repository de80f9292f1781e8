// Every header of include/rsgpu/rust/ in one nvcc TU, as generated code
// includes them (the umbrella, ops.hpp, core.hpp, shared.hpp): g++ accepted
// a self-referencing alias there that nvcc rejects.
#include <rsgpu/rsgpu.hpp>
#include <rsgpu/rust/ops.hpp>
#include <rsgpu/rust/core.hpp>
#include <rsgpu/rust/shared.hpp>
#include <rsgpu/rust/core_cmp.hpp>
#include <rsgpu/rust/core_float.hpp>
#include <rsgpu/rust/core_iter.hpp>
#include <rsgpu/rust/core_num.hpp>
#include <rsgpu/rust/core_slice.hpp>

__global__ void rust_headers_probe(int *out) {
  rsgpu::rust::Option<int> o = rsgpu::rust::Some(3);
  out[0] = o.is_some ? rsgpu::rust::min(o.value, 2) : 0;
}
