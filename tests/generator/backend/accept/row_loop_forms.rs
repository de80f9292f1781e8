//! Accepted (branch rows, red team 10's row-loop twins): the other spellings
//! of "a thread writes its own row of W = 8 in a loop". The item `j` is
//! proven below 8 (Index2D::itemBelow) from a reversed range (`rev()`), an
//! inclusive range `0..=W - 1`, the must-hold guard `j < W` of a `while`
//! loop and the count of an `enumerate()` over a slice of W elements, and
//! `j - 1` with j from `1..W` is proven at least 0 (itemAbove); the block
//! leader writes its block's row (`b * 8 + j`, thread 0 only).
//! Near misses: reject/RG0201_row_loop_*.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_rev(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in (0..W).rev() {
                y[row * W + j] = j as f32;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_inclusive(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in 0..=W - 1 {
                y[row * W + j] = j as f32;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_while(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            let mut j = 0usize;
            while j < W {
                y[row * W + j] = 1.0;
                j += 1;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_while_le(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            let mut j = 0u32;
            while j <= 7 {
                y[row * W + j as usize] = 1.0;
                j += 1;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_enumerate(x: &[f32], y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() && (row + 1) * W <= x.len() {
            for (j, v) in x[row * W..row * W + W].iter().enumerate() {
                y[row * W + j] = 2.0 * *v;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_prefix_sum(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in 1..W {
                y[row * W + j] += y[row * W + j - 1];
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_block_leader(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        if thread_idx_x() == 0 && (b + 1) * 8 <= y.len() {
            for j in 0..8 {
                y[b * 8 + j] = j as f32;
            }
        }
    }
}
// CHECK: kernel @row_loop_rev(
// CHECK: kernel @row_loop_inclusive(
// CHECK: kernel @row_loop_while(
// CHECK: kernel @row_loop_while_le(
// CHECK: kernel @row_loop_enumerate(
// CHECK: kernel @row_loop_prefix_sum(
// CHECK: kernel @row_loop_block_leader(
