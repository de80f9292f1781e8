//! Red team 28: `binary_search` and `partition_point` over i32 with negatives and duplicates (`[-5, -5, -1, 0, 0, 0, 3, 9]`), u8 (`aabbbcz`), and u64 near `u64::MAX`, needles below, between, equal to runs and above every element, on prefixes of every length. Docs (calls.md core.slice.binary_search / partition_point: core's steps): rustc's Ok/Err values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_binary_search_widths(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let enc = |r: Result<usize, usize>| match r { Ok(p) => p as u32, Err(p) => 100 + p as u32 };
            let aa = [-5i32, -5, -1, 0, 0, 0, 3, 9];
            let a: &[i32] = &aa;
            let k = (v % 17) as i32 - 7;
            let pa = &a[..(i % 9)];
            let r1 = enc(pa.binary_search(&k)) + 1000 * pa.partition_point(|&e| e < k) as u32;
            let bb = [b'a', b'a', b'b', b'b', b'b', b'c', b'z'];
            let b: &[u8] = &bb;
            let kb = b'a' + (v % 27) as u8;
            let pb = &b[(i % 3)..];
            let r2 = enc(pb.binary_search(&kb)) + 1000 * enc(b.binary_search(&b'b'));
            let cc = [1u64, 7, 7, u64::MAX - 1, u64::MAX, u64::MAX];
            let c: &[u64] = &cc;
            let kc = match v % 5 { 0 => 0, 1 => 7, 2 => u64::MAX, 3 => u64::MAX - 1, _ => 8 };
            let r3 = enc(c.binary_search(&kc)) + 1000 * c.partition_point(|&e| e <= kc) as u32;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
