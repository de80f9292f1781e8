//! Red team 22 (closures in core adapters, session 25's closures bound inside core's closures): chains with several user closures of one signature (`filter` twice, `map` twice, each with other captures), `enumerate().filter().fold()`, `map().filter().fold()` and `filter_map` then `fold`: each core closure must call its own user closure.
#![no_std]
#![allow(unused)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r22_adapter_closures_same_sig(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a = v % 50;
            let b = (v >> 8) % 50 + 30;
            let xs = [v % 97, (v >> 3) % 97, (v >> 6) % 97, (v >> 9) % 97, (v >> 12) % 97, (v >> 15) % 97, (v >> 18) % 97, (v >> 21) % 97];
            let s1: u32 = xs.iter().filter(|&&e| e > a).map(|&e| e * 2).filter(|&e| e < b * 2).map(|e| e + 1).sum();
            let s2 = xs.iter().enumerate().filter(|(j, &e)| (*j as u32 + e) % 3 != 0).fold(0u32, |acc, (j, &e)| acc.wrapping_mul(7).wrapping_add(e + j as u32 * 100));
            let s3 = xs.iter().map(|&e| e ^ a).filter(|&e| e % 2 == 1).fold(1u32, |acc, e| acc.wrapping_mul(31).wrapping_add(e + b));
            let s4 = xs.iter().filter_map(|&e| if e > b { Some(e - b) } else { None }).map(|e| e * 3).fold(5u32, |acc, e| acc.wrapping_mul(13) ^ e);
            o1[i] = s1;
            o2[i] = s2 ^ s3.rotate_left(16);
            o3[i] = s4;
        }
    }
}
