use diff::*;
use kernel::u27_checked_option;

fn main() {
    diff::main(|d| {
        for (n, pad) in [(1usize, 0u32), (100, 3), (200, 1 << 31)] {
            let ws = from_fn(n, |i| if i % 2 == 0 { (hash(65, i) % 70000) as u32 } else { hash(65, i) as u32 });
            let hs = from_fn(n, |i| (hash(66, i) % 90000) as u32);
            launch!(d, threads(n.div_ceil(64), 64), u27_checked_option(ws = buf(ws), hs = buf(hs), out = buf_mut(zeros(4 * n)), pad = val(pad)));
        }
    });
}
