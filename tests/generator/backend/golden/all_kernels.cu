// Every golden CUDA file of tests/generator/backend/golden in one translation
// unit: the PTX tests (label cuda) compile it once per architecture.
#include "saxpy.cu"
#include "vadd.cu"
#include "int_math.cu"
#include "float_math.cu"
#include "stencil.cu"
#include "histogram.cu"
#include "reduce_warp.cu"
#include "particles.cu"
#include "scan.cu"
#include "device_function.cu"
#include "shared_neighbour.cu"
#include "range_loop.cu"
#include "matmul_naive.cu"
#include "one_write_per_block.cu"
#include "reduce_shared.cu"
#include "matmul_tiled.cu"
#include "transpose.cu"
#include "cas_max.cu"
#include "int_bits.cu"
#include "static_lut.cu"
// Thread-block clusters exist from sm_90 on (rsgpu::Cluster refuses older
// targets at compile time): compiled in the sm_90 test only.
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
#include "cluster_ids.cu"
#endif
