//! Red team 28: `Iterator::product` over subslices (values 1..4, windows up to 8: no overflow in u32), an empty product (1), i32 with negative factors, u64 of a map, `product::<u32>()` of a range. Docs (calls.md core.iter.product, overflow panics): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_product_small(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let n = x.len();
            let lo = i;
            let hi = (i + (i % 9)).min(n);
            let r1: u32 = x[lo..hi].iter().map(|&e| e % 4 + 1).product();
            let r2 = (x[lo..hi].iter().map(|&e| (e % 5) as i32 - 2).product::<i32>()) as u32;
            let r3 = (x[lo..hi].iter().map(|&e| (e % 3) as u64 + 1).product::<u64>() as u32) ^ (1..(v % 6 + 1)).product::<u32>();
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
