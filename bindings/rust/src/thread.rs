//! Thread, block and grid coordinates (CUDA `threadIdx`, `blockIdx`, `blockDim`, `gridDim`).
use crate::ctx;

macro_rules! coord {
    ($($(#[$doc:meta])* $name:ident => $field:ident . $axis:tt;)*) => {$(
        $(#[$doc])*
        #[inline(never)]
        pub fn $name() -> u32 { ctx::with(|c| c.$field[$axis]) }
    )*};
}

coord! {
    /// `threadIdx.x`
    thread_idx_x => thread.0;
    /// `threadIdx.y`
    thread_idx_y => thread.1;
    /// `threadIdx.z`
    thread_idx_z => thread.2;
    /// `blockIdx.x`
    block_idx_x => block.0;
    /// `blockIdx.y`
    block_idx_y => block.1;
    /// `blockIdx.z`
    block_idx_z => block.2;
    /// `blockDim.x`
    block_dim_x => block_dim.0;
    /// `blockDim.y`
    block_dim_y => block_dim.1;
    /// `blockDim.z`
    block_dim_z => block_dim.2;
    /// `gridDim.x`
    grid_dim_x => grid_dim.0;
    /// `gridDim.y`
    grid_dim_y => grid_dim.1;
    /// `gridDim.z`
    grid_dim_z => grid_dim.2;
}

/// Lane of this thread in its warp (`threadIdx.x % 32` for 1-D blocks).
#[inline(never)]
pub fn lane_id() -> u32 {
    ctx::with(|c| c.linear_thread() % 32)
}

/// Threads per warp, as a constant (`warpSize`, 32 on every NVIDIA GPU).
pub const WARP_SIZE: u32 = 32;

/// Threads per warp (32).
#[inline(never)]
pub fn warp_size() -> u32 {
    32
}
