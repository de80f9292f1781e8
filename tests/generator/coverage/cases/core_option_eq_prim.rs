use diff::*;
use kernel::core_option_eq_prim;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (77, 32), (1000, 128)] {
            let x = from_fn(n, |i| hash(291, i) as u32);
            launch!(d, threads(n.div_ceil(block), block), core_option_eq_prim(x = buf(x), o = buf_mut(zeros(n))));
        }
    });
}
