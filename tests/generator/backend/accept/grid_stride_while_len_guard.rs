//! Accepted: grid-stride `while` loops whose step `i += stride` is taken
//! where `i < len` holds for a slice length (at most isize::MAX), so at O3,
//! where the add wraps silently, `i + stride` still cannot pass 2^64 and
//! come back onto another thread's walk: the loop bounded by the length
//! itself, by a parameter `n` with the bounds-checked write `y[i]` before the
//! step (the check panics past the length), and by `n` with an `else {
//! break }` leaving the loop past the length. Near misses:
//! reject/RG0201_grid_stride_step_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_len_bound(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < y.len() {
            y[i] += 1;
            i += stride;
        }
    }
}

rsgpu::kernel! {
    pub fn gs_param_bound_checked_write(x: &[f32], y: &mut [f32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            y[i] = 2.0 * x[i];
            i += stride;
        }
    }
}

rsgpu::kernel! {
    pub fn gs_param_bound_break(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] = 7;
            } else {
                break;
            }
            i += stride;
        }
    }
}

rsgpu::kernel! {
    pub fn gs_len_bound_wrapping_add(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while y.len() > i {
            y[i] = 3;
            i = i.wrapping_add(stride);
        }
    }
}
rsgpu::gpu_struct! {
    pub struct GsPt { pub x: f32, pub y: f32 }
}

// A slice of a gpu_struct with fields: its length is at most isize::MAX too.
rsgpu::kernel! {
    pub fn gs_struct_len_bound(ps: &mut [GsPt]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < ps.len() {
            ps[i].x += 1.0;
            i += stride;
        }
    }
}
// CHECK: kernel @gs_len_bound(
// CHECK: kernel @gs_param_bound_checked_write(
// CHECK: kernel @gs_param_bound_break(
// CHECK: kernel @gs_len_bound_wrapping_add(
// CHECK: kernel @gs_struct_len_bound(
