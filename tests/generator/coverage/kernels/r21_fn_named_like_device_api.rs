//! Red team 21: crate functions named like the device API and `math`
//! (`fn lane_id()` at the crate root shadows the glob import; `mod math {
//! fn sqrtf }`, `mod my { fn thread_idx_x() }`): each call runs the crate's
//! body, never the intrinsic.
#![no_std]
use rsgpu::*;

fn lane_id() -> u32 {
    7
}
mod math {
    pub fn sqrtf(x: f32) -> f32 {
        x * 2.0
    }
}
mod my {
    pub fn thread_idx_x() -> u32 {
        3
    }
    pub fn block_dim_x() -> u32 {
        5
    }
}

rsgpu::kernel! {
    pub fn r21_fn_named_like_device_api(x: &[u32], o1: &mut [u32], o2: &mut [f32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = v + lane_id() * 1000 + rsgpu::lane_id() * 100000;
            o2[i] = math::sqrtf(v as f32) + rsgpu::math::sqrtf(v as f32);
            o3[i] = my::thread_idx_x() * 10 + my::block_dim_x() * 100 + v * 1000;
        }
    }
}
