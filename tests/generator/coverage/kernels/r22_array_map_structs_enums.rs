//! Red team 22 (array::from_fn / map): `from_fn` building structs and data enums, `map` from structs to enums and back, and `from_fn` reading a captured array by index.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct P {
    a: u32,
    b: u32,
}
#[derive(Clone, Copy, PartialEq)]
enum E {
    Big(u32),
    Small { s: u32 },
}

rsgpu::kernel! {
    pub fn r22_array_map_structs_enums(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let src = [v, v >> 8, v >> 16, v >> 24, v.rotate_left(5)];
            let ps: [P; 5] = core::array::from_fn(|j| P { a: src[j] % 1000, b: src[4 - j] % 100 });
            let es = ps.map(|p| if p.a > 500 { E::Big(p.a) } else { E::Small { s: p.b } });
            let back = es.map(|e| match e {
                E::Big(x) => P { a: x, b: 0 },
                E::Small { s } => P { a: 0, b: s },
            });
            let mut h = 0u32;
            for p in back.iter() {
                h = h.wrapping_mul(31).wrapping_add(p.a * 1000 + p.b);
            }
            o1[i] = h;
            o2[i] = es.iter().filter(|e| matches!(e, E::Big(_))).count() as u32 + 10 * (es[0] == es[1]) as u32;
            o3[i] = ps.iter().map(|p| p.a + p.b).fold(0u32, |x, y| x.wrapping_mul(7).wrapping_add(y));
        }
    }
}
