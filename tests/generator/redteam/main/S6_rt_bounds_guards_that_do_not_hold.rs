//! S6: guards that look like bounds checks but do not cover the access.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn guard_other_slice(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            y[i] = x[i]; // y may be shorter than x
        }
    }
}

rsgpu::kernel! {
    pub fn guard_parameter(x: &[f32], y: &mut [f32], n: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < n {
            y[i] = x[i]; // n may exceed both lengths
        }
    }
}

rsgpu::kernel! {
    pub fn guard_truncated(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (i as u8) < (y.len() as u8) {
            y[i] = 1.0; // i = 512: 0 < len as u8, but 512 >= len
        }
    }
}

rsgpu::kernel! {
    pub fn guard_off_by_one(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i <= y.len() {
            y[i] = 1.0;
        }
    }
}

rsgpu::kernel! {
    pub fn guard_before_offset(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i * 2;
        if j < y.len() {
            y[j] = 1.0;
            y[j + 1] = 2.0; // len odd: the last thread writes y[len]
        }
    }
}
